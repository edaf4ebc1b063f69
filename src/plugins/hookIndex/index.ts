// Writes each version's hook index (every hook its code fires, from the facts and the hook history) as generated data
// that the version's hook index page imports, `@generated/hook-index/default/<version>.json`, and for each major step
// the hooks added, removed and changed, which the "What changed for developers" pages import,
// `@generated/hook-index/default/changes-<from>-to-<to>.json`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { hooksFileOf } from '../../lib/reference/hookData';
import { hookIndexRows, type HookIndexRow } from '../../lib/reference/hookIndex';
import { factsSourceNamed, hookHistoryFile, hookHistoryOf } from '../../lib/reference/load';
import { hookChangesBetween, lastReleaseOf, type HookChanges } from '../../lib/reference/hookChanges';
import { hookPagesOfVersion } from '../../lib/reference/pageReference';
import { DOC_VERSIONS, LATEST_VERSION } from '../../data/versions';

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
      // From the plugin's releases only, never a source's @since (which can name an unreleased version, such as 3.8);
      // the add-ons have no release history, so no Since.
      (kind, hook) => (name.startsWith('gravity-pdf-') ? hookHistoryOf(kind, hook) : undefined),
      (kind, hook) => pages.get(`${name} ${kind} ${hook}`),
      area,
    );
  });
}

/**
 * The plugin's hook changes from one documented version to the next, such as v5 to v6 (5.4.2 to 6.12.1). A hook
 * without a page in that version links to the latest version's page, which shows its whole history.
 */
export function hookChangesOf(from: string, to: string): HookChanges {
  const history = hookHistoryFile();
  if (!history) throw new Error('src/plugins/hookIndex: catalogue/facts/hook-history.json is missing; run npm run hook-history');
  const versions = { from, to };
  const pageIn = (version: string, kind: string, name: string) =>
    hookPagesOfVersion(version).get(`gravity-pdf-${version.slice(1)} ${kind} ${name}`);
  return hookChangesBetween(history, lastReleaseOf(history, from.slice(1)), lastReleaseOf(history, to.slice(1)), (side, kind, name) => {
    const page = pageIn(versions[side], kind, name);
    if (page) return { page };
    const latest = pageIn(LATEST_VERSION.name, kind, name);
    return latest ? { page: latest, version: LATEST_VERSION.name } : undefined;
  });
}

/** Each pair of consecutive versions whose plugin facts and history the site has: v4 to v5, v5 to v6. */
export function hookChangeSteps(): [string, string][] {
  const names = Object.keys(FACTS_BY_VERSION).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return names.slice(1).map((to, index) => [names[index]!, to]);
}

/** Where a version's hooks file is served: `/hooks.json` for the latest, `/v5/hooks.json` for the others. */
export function hooksJsonPath(version: string): string {
  return version === LATEST_VERSION.name ? '/hooks.json' : `/${version}/hooks.json`;
}

export default function hookIndexPlugin(): Plugin {
  return {
    name: HOOK_INDEX_PLUGIN,
    async postBuild({ outDir, siteConfig, baseUrl }) {
      const siteUrl = `${siteConfig.url}${baseUrl}`.replace(/\/$/, '');
      for (const version of Object.keys(FACTS_BY_VERSION)) {
        const facts = FACTS_BY_VERSION[version]!.map(({ facts: name }) => factsSourceNamed(name)!);
        const file = join(outDir, hooksJsonPath(version));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(hooksFileOf(version, hookIndexOf(version), facts, siteUrl), null, 1)}\n`);
      }
    },
    async contentLoaded({ actions }) {
      const versions = DOC_VERSIONS.filter((version) => FACTS_BY_VERSION[version.name]);
      await Promise.all([
        ...versions.map((version) => actions.createData(`${version.name}.json`, JSON.stringify(hookIndexOf(version.name)))),
        ...hookChangeSteps().map(([from, to]) =>
          actions.createData(`changes-${from}-to-${to}.json`, JSON.stringify(hookChangesOf(from, to))),
        ),
      ]);
    },
  };
}
