// One-off: rewrites hook/api front matter to the facts-driven format (not committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, dump } from 'js-yaml';
import { allContentFiles } from './lib/files';
import { routeOfContentFile } from '../src/lib/catalogue';
import { factsForPage } from '../src/lib/reference/load';

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const PRODUCT_SOURCES = new Set(['Invoice templates', 'PDF for GravityView', 'Previewer']);
let changed = 0;
for (const file of allContentFiles()) {
  const text = readFileSync(join(process.cwd(), file), 'utf8');
  const match = FRONT.exec(text);
  if (!match) continue;
  const fm = load(match[1]!) as Record<string, unknown>;
  const block = (fm.hook ?? fm.api) as Record<string, unknown> | undefined;
  if (!block || typeof block !== 'object') continue;
  const route = routeOfContentFile(file, 'v6')!;
  const isHook = Boolean(fm.hook);
  // Products: the closed-source hooks and the PDF for GravityView API.
  if (typeof block.source === 'string' && PRODUCT_SOURCES.has(block.source) && !block.facts) block.facts = 'products';
  if (route.startsWith('/v6/extensions/api/pdfgv/')) block.facts = 'products';
  if (block.name === 'gfpdf_form_field_selector_sort_enabled') block.facts = 'products';
  const facts = factsForPage(route, fm);
  if (isHook && block.notInVersion === true) continue;
  if (!isHook && typeof block.name === 'string' && block.name.includes('::')) block.name = block.name.split('::')[1];
  if (route.startsWith('/v6/extensions/api/pdfgv/') && typeof block.name === 'string') block.name = block.name.replace(/\(\)$/, '');
  const fact = isHook ? facts?.hook(String(block.name)) : facts?.api(String(block.name));
  for (const key of ['kind', 'file', 'since', 'source', 'language', 'signature']) delete block[key];
  if (fact && Array.isArray(block.params)) {
    block.params = (block.params as Record<string, unknown>[]).map((param, index) => {
      const arg = fact.args[index];
      const next: Record<string, unknown> = {};
      // Keep a name only where the code passes an expression (the build takes plain variables from the source).
      if (!arg?.name && param.name) next.name = param.name;
      if (arg?.name && param.name && param.name !== arg.name) next.name = param.name;
      if (param.type !== undefined && !(arg?.type && arg.type === param.type)) next.type = param.type;
      for (const [key, value] of Object.entries(param)) if (key !== 'name' && key !== 'type' && key !== 'default') next[key] = value;
      return next;
    });
  }
  const yaml = dump(fm, { lineWidth: 160, quotingType: '"', noRefs: true }).trimEnd();
  writeFileSync(join(process.cwd(), file), `---\n${yaml}\n---\n${text.slice(match[0].length)}`);
  changed += 1;
}
console.log(`rewrote ${changed} pages`);
