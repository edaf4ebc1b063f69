// `npm run hooks:report`: hooks the plugin fires in 6.x (catalogue/facts/gravity-pdf-6.json) that no page documents yet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from './lib/contentCheck';
import { SITE_DIR } from '../src/lib/contentFiles';
import type { FactsFile } from './lib/factsCheck';
import { allContentFiles } from './lib/files';

const factsName = process.argv[2] ?? 'gravity-pdf-6';
const facts = JSON.parse(readFileSync(join(SITE_DIR, 'catalogue', 'facts', `${factsName}.json`), 'utf8')) as FactsFile;

const documented = new Set<string>();
for (const file of allContentFiles().filter((candidate) => candidate.startsWith('docs/'))) {
  const hook = parsePage(readFileSync(join(SITE_DIR, file), 'utf8')).frontMatter.hook as { name?: unknown } | undefined;
  if (typeof hook?.name === 'string') documented.add(hook.name);
}

const hooks = [...facts.hooks, ...(facts.other_prefix_hooks ?? [])];
const missing = hooks.filter((hook) => !documented.has(hook.name));
for (const hook of missing) console.log(`${hook.kind.padEnd(6)} ${hook.name}  (${hook.file}:${hook.line ?? ''})`);
console.log(
  `\n${factsName} (${facts.tag}): ${hooks.length} hooks fired, ${hooks.length - missing.length} documented, ${missing.length} without a page.`,
);
