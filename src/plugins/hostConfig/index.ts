// Writes, after every build, the configuration each kind of host needs to serve the site as it should be served:
// build/nginx.conf (an nginx server block), build/_redirects and build/_headers (Netlify, Cloudflare Pages) and
// build/.htaccess (Apache). All come from one policy (policy.ts) and one address rule (addresses.ts); the README's
// deploy section says how to use each, and tests/host/ checks nginx.conf, .htaccess, _redirects and _headers on
// Debian's nginx and Apache and on Cloudflare's workerd.
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { hostPolicy } from './policy';
import { inlineScriptHashes } from './inlineScripts';
import { renderNginx, type NginxSite } from './render/nginx';
import { REDIRECT_LIMITS, renderHeaders, renderRedirects } from './render/staticHosts';
import { renderHtaccess } from './render/apache';

export interface HostConfigOptions {
  plausibleEndpoint: string;
  algoliaAppId: string | null;
  nginx: NginxSite;
}

/** Build-relative HTML files → the page path each answers (`v6/users/setup-pdf.html` → `/v6/users/setup-pdf`). */
export function pagePathOfHtmlFile(file: string): string {
  const path = `/${file.split(sep).join('/')}`.replace(/\.html$/, '');
  return path === '/index' ? '/' : path;
}

/** Docusaurus hands options over untyped; the config passes a HostConfigOptions. */
function assertOptions(options: unknown): HostConfigOptions {
  const value = options as Partial<HostConfigOptions> | undefined;
  if (typeof value?.plausibleEndpoint !== 'string' || !value.nginx || value.algoliaAppId === undefined) {
    throw new Error('host-config: give the plugin { plausibleEndpoint, algoliaAppId, nginx } in docusaurus.config.ts');
  }
  return value as HostConfigOptions;
}

export default function hostConfigPlugin(_context: LoadContext, untypedOptions: unknown): Plugin {
  const options = assertOptions(untypedOptions);
  return {
    name: 'host-config',
    async postBuild({ outDir }) {
      const htmlFiles = (readdirSync(outDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
      const hashes = new Set<string>();
      for (const file of htmlFiles) for (const hash of inlineScriptHashes(readFileSync(join(outDir, file), 'utf8'))) hashes.add(hash);
      const policy = hostPolicy({ ...options, inlineScriptHashes: [...hashes] });
      const pagePaths = htmlFiles.filter((file) => file !== '404.html').map(pagePathOfHtmlFile);
      const redirects = renderRedirects(pagePaths);
      const staticRules = redirects.split('\n').filter((line) => /^\/[^\s:*]* \S+ \d{3}$/.test(line)).length;
      if (staticRules > REDIRECT_LIMITS.static) {
        throw new Error(
          `host-config: _redirects has ${staticRules} static rules, more than Cloudflare Pages' ${REDIRECT_LIMITS.static}. ` +
            'Turn the per-page rules in src/plugins/hostConfig/render/staticHosts.ts into placeholder rules.',
        );
      }
      await Promise.all([
        writeFile(join(outDir, 'nginx.conf'), renderNginx(policy, options.nginx)),
        writeFile(join(outDir, '_redirects'), redirects),
        writeFile(join(outDir, '_headers'), renderHeaders(policy)),
        writeFile(join(outDir, '.htaccess'), renderHtaccess(policy)),
      ]);
      console.log(
        `Host configuration: nginx.conf, _redirects, _headers, .htaccess for ${pagePaths.length} pages (${hashes.size} inline script hashes)`,
      );
    },
  };
}
