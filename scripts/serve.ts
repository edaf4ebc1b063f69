// Serves the production build (`npm run build` first) the way the docs host does: `npm run serve` → http://127.0.0.1:3000
import { join } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { startStaticServer } from './lib/staticServer';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
void startStaticServer(join(SITE_DIR, 'build'), port, host).then(() => {
  console.log(`Serving build/ at http://${host}:${port}/`);
});
