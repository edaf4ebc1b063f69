// Writes each version's hook index (every hook its code fires, from the facts and the hook history) as generated data
// that the version's hook index page imports: `@generated/hook-index/default/<version>.json`.
import type { Plugin } from '@docusaurus/types';
import { hookIndexRows, type HookIndexRow } from '../../lib/reference/hookIndex';
import { factsSourceNamed, hookHistoryOf } from '../../lib/reference/load';
import { earliestRelease } from '../../lib/reference/resolve';
import { hookPagesOfVersion } from '../../lib/reference/pageReference';
import { DOC_VERSIONS } from '../../data/versions';

/** The facts behind each version's index: the plugin at that version's tag, and for the latest, its add-ons too. */
const FACTS_BY_VERSION: Record<string, { facts: string; area?: string }[]> = {
  v6: [
    { facts: 'gravity-pdf-6' },
    { facts: 'addon-core-booster', area: 'Add-on: Core Booster' },
    { facts: 'addon-previewer', area: 'Add-on: Previewer' },
    { facts: 'addon-bulk-generator', area: 'Add-on: Bulk Generator' },
    { facts: 'addon-watermark', area: 'Add-on: Watermark' },
  ],
  v5: [{ facts: 'gravity-pdf-5' }],
  v4: [{ facts: 'gravity-pdf-4' }],
};

export const HOOK_INDEX_PLUGIN = 'hook-index';

export function hookIndexOf(version: string): HookIndexRow[] {
  const pages = hookPagesOfVersion(version);
  return (FACTS_BY_VERSION[version] ?? []).flatMap(({ facts: name, area }) => {
    const facts = factsSourceNamed(name);
    if (!facts) throw new Error(`src/plugins/hookIndex: catalogue/facts/${name}.json is missing`);
    return hookIndexRows(
      facts,
      (kind, hook) => {
        const history = name.startsWith('gravity-pdf-') ? hookHistoryOf(kind, hook) : undefined;
        return earliestRelease([...(history ? [history.introduced] : []), ...(facts.hook(hook)?.since ?? [])]);
      },
      (kind, hook) => pages.get(`${name} ${kind} ${hook}`),
      area,
    );
  });
}

export default function hookIndexPlugin(): Plugin {
  return {
    name: HOOK_INDEX_PLUGIN,
    async contentLoaded({ actions }) {
      const versions = DOC_VERSIONS.filter((version) => FACTS_BY_VERSION[version.name]);
      await Promise.all(versions.map((version) => actions.createData(`${version.name}.json`, JSON.stringify(hookIndexOf(version.name)))));
    },
  };
}
