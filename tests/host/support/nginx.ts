// Runs Debian's nginx over the production build with the server block the build wrote (build/nginx.conf), and beside
// it a host with no configuration at all (files, `/x` from `x.html`, and 404.html, like GitHub Pages), for the tests
// in tests/host/. Only `listen` and `root` are changed: they are the lines a deployment sets.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4180);
export const PLAIN_HOST_PORT = Number(process.env.PLAIN_HOST_PORT ?? 4181);
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
export const PLAIN_HOST_ORIGIN = `http://127.0.0.1:${PLAIN_HOST_PORT}`;

/** The generated server block with a test port and this checkout's build folder; fails if those lines moved. */
export function serverBlockForTest(generated: string, buildDir: string): string {
  const listen = /^ {4}listen .*;$/m;
  const root = /^ {4}root .*;$/m;
  for (const line of [listen, root]) {
    if (!line.test(generated)) {
      throw new Error(`build/nginx.conf has no ${line.source} line: src/plugins/hostConfig/render/nginx.ts changed shape`);
    }
  }
  return generated.replace(listen, `    listen 127.0.0.1:${NGINX_PORT};`).replace(root, `    root ${buildDir};`);
}

/** Writes a complete nginx.conf (both hosts) under a fresh prefix and returns its path and prefix. */
export function writeTestConfig(buildDir: string): { prefix: string; configFile: string } {
  const prefix = join(tmpdir(), `docs-nginx-${process.pid}`);
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const generated = readFileSync(join(buildDir, 'nginx.conf'), 'utf8');
  // As root, nginx would hand requests to `nobody`; keep the workers as the user who owns the checkout.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  const config = `${user}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${join(prefix, 'body')};
    proxy_temp_path ${join(prefix, 'proxy')};
    fastcgi_temp_path ${join(prefix, 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'uwsgi')};
    scgi_temp_path ${join(prefix, 'scgi')};

${serverBlockForTest(generated, buildDir)}

    # A host with no configuration: files, /x from x.html, and 404.html for anything else.
    server {
        listen 127.0.0.1:${PLAIN_HOST_PORT};
        root ${buildDir};
        error_page 404 /404.html;
        location / {
            try_files $uri $uri.html $uri/index.html =404;
        }
    }
}
`;
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  return { prefix, configFile };
}
