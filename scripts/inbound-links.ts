// Writes catalogue/inbound-links.json: every link into these docs that the plugin's source prints, at each tag the
// facts files name (catalogue/facts/gravity-pdf-*.json). Maintainers run it when the facts move to a new tag:
//   GRAVITY_PDF_SOURCE=/path/to/gravity-pdf.git npm run inbound-links
// (a clone of GravityPDF/gravity-pdf, bare or not, with its tags). tests/build/inbound-links.test.ts checks the list.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_DIR } from '../src/lib/contentFiles';
import { DOCS_URL_PATTERN, routeOfDocsUrl, type InboundLink } from './lib/inboundLinks';

const SOURCE = resolve(process.env.GRAVITY_PDF_SOURCE ?? join(SITE_DIR, '../.mirror/GravityPDF+gravity-pdf/repo'));
const OUT_FILE = join(SITE_DIR, 'catalogue/inbound-links.json');
/** Bundled libraries and tests print no links of the plugin's own. */
const EXCLUDED = [':!vendor', ':!vendor_prefixed', ':!node_modules', ':!tests', ':!bower_components'];

function pluginTags(): string[] {
  const factsDir = join(SITE_DIR, 'catalogue/facts');
  return readdirSync(factsDir)
    .filter((file) => /^gravity-pdf-\d+\.json$/.test(file))
    .map((file) => (JSON.parse(readFileSync(join(factsDir, file), 'utf8')) as { tag: string }).tag);
}

function linksAt(tag: string): { url: string; file: string }[] {
  let output = '';
  try {
    output = execFileSync('git', ['-C', SOURCE, 'grep', '-oE', DOCS_URL_PATTERN, tag, '--', '.', ...EXCLUDED], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, file, ...rest] = line.split(':');
      return { file: file!, url: rest.join(':') };
    });
}

function main(): void {
  const byUrl = new Map<string, InboundLink>();
  for (const tag of pluginTags()) {
    const seenThisTag = new Set<string>();
    for (const { url, file } of linksAt(tag)) {
      const target = routeOfDocsUrl(url);
      if (!target) continue;
      const link = byUrl.get(url) ?? { url, ...target, seenIn: [] };
      if (!seenThisTag.has(url)) link.seenIn.push(`${tag}:${file}`);
      seenThisTag.add(url);
      byUrl.set(url, link);
    }
  }
  const links = [...byUrl.values()].sort(
    (a, b) => a.route.localeCompare(b.route) || (a.anchor ?? '').localeCompare(b.anchor ?? '') || a.url.localeCompare(b.url),
  );
  writeFileSync(OUT_FILE, `${JSON.stringify(links, null, 2)}\n`);
  console.log(`${links.length} inbound links (${links.filter((link) => link.anchor).length} with an anchor) → ${OUT_FILE}`);
}

main();
