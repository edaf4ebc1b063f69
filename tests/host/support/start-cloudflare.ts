// Playwright's web server for the host-cloudflare project: Cloudflare's own runtime (workerd, through `wrangler pages
// dev`) serving build/ with the build's _redirects and _headers, as Cloudflare Pages does. Offline and without an
// account: no metrics, no update check (the banner's), no download of the `Request.cf` object; its state lives in a
// temporary folder, not in the checkout.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOUDFLARE_PORT } from './hosts';

/** Any date workerd supports; a fixed one keeps wrangler from falling back (and looking for a newer release). */
export const COMPATIBILITY_DATE = '2026-04-01';

const root = join(__dirname, '..', '..', '..');
const state = join(tmpdir(), `docs-wrangler-${process.pid}`);
mkdirSync(state, { recursive: true });
const wrangler = spawn(
  join(root, 'node_modules', '.bin', 'wrangler'),
  [
    'pages',
    'dev',
    join(root, 'build'),
    '--ip=127.0.0.1',
    `--port=${CLOUDFLARE_PORT}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    `--persist-to=${join(state, 'state')}`,
    '--show-interactive-dev-session=false',
    '--log-level=warn',
  ],
  {
    cwd: state,
    stdio: 'inherit',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      WRANGLER_LOG_PATH: join(state, 'logs'),
      WRANGLER_REGISTRY_PATH: join(state, 'registry'),
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  },
);
wrangler.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill('SIGTERM'));
