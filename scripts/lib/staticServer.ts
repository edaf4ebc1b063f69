// A small static server for the production build: the docs host's routing (src/lib/staticRoutes.ts), gzip, and a real 404.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveStatic } from './staticRoutes';
import { MARKDOWN_CONTENT_TYPE } from '../../src/plugins/hostConfig/policy';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': MARKDOWN_CONTENT_TYPE,
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

export function startStaticServer(buildDir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const isFile = (file: string) => {
    const full = join(buildDir, file);
    return existsSync(full) && statSync(full).isFile();
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const resolution = resolveStatic(url.pathname, isFile);
    if (resolution.redirect) {
      response.writeHead(301, { Location: resolution.redirect + url.search });
      response.end();
      return;
    }
    const status = resolution.file ? 200 : 404;
    const file = resolution.file ?? '404.html';
    const extension = extname(file);
    let body: Buffer = readFileSync(join(buildDir, file));
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // Hashed assets never change; pages are revalidated.
      'Cache-Control': /\/assets\//.test(file) || file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
