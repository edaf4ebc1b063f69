// The hosts tests/host/ runs the production build on, one Playwright project each (playwright.config.ts): how each is
// started, where it listens, and the few things a host does its own way. The specs are the same for all.
import { NGINX_PORT } from './nginx';

export type HostName = 'nginx' | 'apache' | 'cloudflare';

export interface Host {
  name: HostName;
  /** The Playwright project that runs the specs against it. */
  project: string;
  /** What it is, for test titles. */
  label: string;
  port: number;
  origin: string;
  /** Playwright's web server command for it (run from the checkout). */
  command: string;
  /** Cache-Control on pages: every host revalidates them, in its own words. */
  pageCacheControl: string;
  /**
   * Whether redirects carry the whole URL. nginx and Cloudflare send a path (`absolute_redirect off`; Cloudflare's
   * `_redirects` keeps a relative destination as it is). Apache's mod_rewrite always makes a redirect absolute, with
   * the scheme and host the request came in on, and mod_headers cannot edit the Location of a redirect Apache makes.
   */
  absoluteRedirects: boolean;
  /**
   * Whether `/x/index` and `/x/index.html` of an `x` that is not a page answer a 301 to `/x` (which then answers 404)
   * rather than 404 at once. On Cloudflare Pages these two spellings are dynamic rules (one per path depth, with
   * `:placeholders`): its `_redirects` can't ask whether a file exists, and per-page static rules for all four
   * spellings would pass its 2,000-rule limit (render/staticHosts.ts).
   */
  redirectsUnknownIndex: boolean;
}

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
// Not 4190: browsers and undici refuse a few ports (the fetch standard's "bad ports"), 4190 among them.
export const APACHE_PORT = port('APACHE_PORT', 4182);
export const CLOUDFLARE_PORT = port('CLOUDFLARE_PORT', 4183);

export const HOSTS: readonly Host[] = [
  {
    name: 'nginx',
    project: 'host-nginx',
    label: "Debian's nginx with build/nginx.conf",
    port: NGINX_PORT,
    origin: `http://127.0.0.1:${NGINX_PORT}`,
    command: 'npx tsx tests/host/support/start-nginx.ts',
    pageCacheControl: 'no-cache',
    absoluteRedirects: false,
    redirectsUnknownIndex: false,
  },
  {
    name: 'apache',
    project: 'host-apache',
    label: "Debian's Apache 2.4 with build/.htaccess",
    port: APACHE_PORT,
    origin: `http://127.0.0.1:${APACHE_PORT}`,
    command: 'npx tsx tests/host/support/start-apache.ts',
    pageCacheControl: 'no-cache',
    absoluteRedirects: true,
    redirectsUnknownIndex: false,
  },
  {
    name: 'cloudflare',
    project: 'host-cloudflare',
    label: "Cloudflare's workerd (wrangler pages dev) with build/_redirects and build/_headers",
    port: CLOUDFLARE_PORT,
    origin: `http://127.0.0.1:${CLOUDFLARE_PORT}`,
    command: 'npx tsx tests/host/support/start-cloudflare.ts',
    // _headers leaves pages to Cloudflare's default, which revalidates too (render/staticHosts.ts says why).
    pageCacheControl: 'public, max-age=0, must-revalidate',
    absoluteRedirects: false,
    redirectsUnknownIndex: true,
  },
];

export function hostNamed(name: string): Host {
  const host = HOSTS.find((candidate) => candidate.name === name);
  if (!host) throw new Error(`No host named ${name} in tests/host/support/hosts.ts`);
  return host;
}
