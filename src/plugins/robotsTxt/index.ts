// Writes build/robots.txt after the build, pointing crawlers at the sitemap on the configured SITE_URL (a static file
// would keep the production host even when the site is built for another one).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ siteConfig, outDir }) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url));
    },
  };
}
