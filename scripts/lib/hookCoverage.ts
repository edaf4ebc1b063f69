// Which hooks a facts file lists that no page documents: `npm run hooks:report` prints them, and the content tests
// fail while any hook of the latest version or its add-ons is left without a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from './contentCheck';
import { allContentFiles } from '../../src/lib/files';
import { SITE_DIR } from '../../src/lib/contentFiles';
import { routeOfContentFile } from '../../src/lib/catalogue';
import { LATEST_VERSION } from '../../src/data/versions';
import { factsNameFor, factsSourceNamed } from '../../src/plugins/reference/load';
import type { HookFacts } from '../../src/plugins/reference/lib/facts';

/** The facts of the latest version: the plugin and its add-ons (the facts registry). Each of their hooks must have a page. */
export { LATEST_FACTS } from '../../src/plugins/reference/registry';

export interface HookCoverage {
  factsName: string;
  label: string;
  fired: number;
  missing: HookFacts[];
}

/** Hook names documented per facts file, from every page's `hook:` front matter. */
function documentedHooks(): Map<string, Set<string>> {
  const documented = new Map<string, Set<string>>();
  for (const file of allContentFiles()) {
    const route = routeOfContentFile(file, LATEST_VERSION.name);
    const hook = parsePage(readFileSync(join(SITE_DIR, file), 'utf8')).frontMatter.hook as { name?: unknown; facts?: unknown } | undefined;
    const factsName = route && hook ? factsNameFor(route, hook.facts) : undefined;
    if (!factsName || typeof hook?.name !== 'string') continue;
    if (!documented.has(factsName)) documented.set(factsName, new Set());
    documented.get(factsName)!.add(hook.name);
  }
  return documented;
}

export function hookCoverage(factsNames: readonly string[]): HookCoverage[] {
  const documented = documentedHooks();
  return factsNames.map((factsName) => {
    const facts = factsSourceNamed(factsName);
    if (!facts) throw new Error(`no facts file catalogue/facts/${factsName}.json`);
    const names = facts.hookNames();
    return {
      factsName,
      label: facts.label,
      fired: names.length,
      missing: names.filter((name) => !documented.get(factsName)?.has(name)).map((name) => facts.hook(name)!),
    };
  });
}
