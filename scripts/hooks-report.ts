// `npm run hooks:report [-- facts-name]`: hooks a facts file lists (default gravity-pdf-6, the 6.12.1 source) that no
// page documents yet. `npm run hooks:report -- all` reports the plugin and every add-on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from './lib/contentCheck';
import { SITE_DIR } from '../src/lib/contentFiles';
import { routeOfContentFile } from '../src/lib/catalogue';
import { LATEST_VERSION } from '../src/data/versions';
import { factsNameFor, factsSourceNamed } from '../src/lib/reference/load';
import { allContentFiles } from './lib/files';

const LATEST_FACTS = ['gravity-pdf-6', 'addon-core-booster', 'addon-previewer', 'addon-bulk-generator', 'addon-watermark'];
const wanted = process.argv[2] === 'all' ? LATEST_FACTS : [process.argv[2] ?? 'gravity-pdf-6'];

/** Hook names documented per facts file, from every page's `hook:` front matter. */
const documented = new Map<string, Set<string>>();
for (const file of allContentFiles()) {
  const route = routeOfContentFile(file, LATEST_VERSION.name);
  const hook = parsePage(readFileSync(join(SITE_DIR, file), 'utf8')).frontMatter.hook as { name?: unknown; facts?: unknown } | undefined;
  const factsName = route && hook ? factsNameFor(route, hook.facts) : undefined;
  if (!factsName || typeof hook?.name !== 'string') continue;
  if (!documented.has(factsName)) documented.set(factsName, new Set());
  documented.get(factsName)!.add(hook.name);
}

let missingTotal = 0;
for (const factsName of wanted) {
  const facts = factsSourceNamed(factsName);
  if (!facts) throw new Error(`no facts file catalogue/facts/${factsName}.json`);
  const names = facts.hookNames();
  const missing = names.filter((name) => !documented.get(factsName)?.has(name));
  missingTotal += missing.length;
  for (const name of missing) {
    const hook = facts.hook(name)!;
    console.log(`${hook.kind.padEnd(6)} ${name}  (${hook.callSites[0]?.file ?? ''}:${hook.callSites[0]?.line ?? ''})`);
  }
  console.log(
    `${factsName} (${facts.label}): ${names.length} hooks fired, ${names.length - missing.length} documented, ${missing.length} without a page.\n`,
  );
}
process.exitCode = missingTotal > 0 && process.env.HOOKS_REPORT_STRICT ? 1 : 0;
