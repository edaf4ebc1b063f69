// The reference plugin: everything the site builds from the facts of the plugin's and the add-ons' code. Its parts:
// - registry.ts: which facts file speaks for which version, add-on and pages (the build fails when the registry and
//   the site disagree: lib/registryCheck.ts, run when the plugin starts);
// - pageReference.ts: the front matter completion (`markdown.parseFrontMatter` in docusaurus.config.ts): each hook and
//   API page's resolved reference, from the facts and its front matter;
// - this file: each version's hook index (every hook its code fires, from the facts and the hook history) as generated
//   data that the version's hook index page imports, `@generated/reference/default/<version>.json`; for each major step
//   the hooks added, removed and changed, which the "What changed for developers" pages import,
//   `@generated/reference/default/changes-<from>-to-<to>.json`; and each version's hooks.json after the build;
// - components/: the reference summary of hook and API pages, the hook index and the hook changes lists;
// - lib/: the pure logic (with its unit tests), shared by the build, the browser and scripts/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { hooksFileOf } from './lib/hookData';
import { hookIndexRows, type HookIndexRow } from './lib/hookIndex';
import { factsSourceNamed, hookHistoryFile, hookHistoryOf } from './load';
import { hookChangesBetween, lastReleaseOf, type HookChanges } from './lib/hookChanges';
import { registryProblems, type FactsFileHeader } from './lib/registryCheck';
import { hookPagesOfVersion } from './pageReference';
import { FACTS_REGISTRY, hookIndexAreaOf, hookIndexFacts, isPluginFacts, pluginFactsOf, type FactsEntry } from './registry';
import { DOC_VERSIONS, LATEST_VERSION } from '../../data/versions';
import { loadCatalogue } from '../../lib/contentFiles';

const FACTS_DIR = join(process.cwd(), 'catalogue', 'facts');

/** The facts behind each version's index: the plugin at that version's tag, and for the latest, its add-ons too. */
const FACTS_BY_VERSION = hookIndexFacts();

export const REFERENCE_PLUGIN = 'reference';

/** The registry's problems against the catalogue and catalogue/facts/ (empty when they agree). */
export function registryProblemsOnDisk(registry: readonly FactsEntry[] = FACTS_REGISTRY, dir: string = FACTS_DIR): string[] {
  const referencePages = new Map<string, number>();
  for (const page of loadCatalogue().pages) {
    if (page.version && (page.kind === 'filter' || page.kind === 'action' || page.kind === 'api')) {
      referencePages.set(page.version, (referencePages.get(page.version) ?? 0) + 1);
    }
  }
  const names = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  const factsFiles = new Map<string, FactsFileHeader>();
  for (const entry of registry) {
    if (!names.includes(`${entry.name}.json`)) continue;
    const { repo, tag } = JSON.parse(readFileSync(join(dir, `${entry.name}.json`), 'utf8')) as FactsFileHeader;
    factsFiles.set(entry.name, { ...(typeof repo === 'string' && { repo }), ...(typeof tag === 'string' && { tag }) });
  }
  const listenerFiles = new Set(
    names.filter((file) => file.startsWith('listeners-')).map((file) => file.slice('listeners-'.length, -'.json'.length)),
  );
  return registryProblems(registry, { versions: DOC_VERSIONS.map((version) => version.name), referencePages, factsFiles, listenerFiles });
}

export function hookIndexOf(version: string): HookIndexRow[] {
  const pages = hookPagesOfVersion(version);
  return (FACTS_BY_VERSION.get(version) ?? []).flatMap((entry) => {
    const name = entry.name;
    const facts = factsSourceNamed(name);
    if (!facts) throw new Error(`src/plugins/reference: catalogue/facts/${name}.json is missing`);
    return hookIndexRows(
      facts,
      // From the plugin's releases only, never a source's @since (which can name an unreleased version, such as 3.8);
      // the add-ons have no release history, so no Since.
      (kind, hook) => (isPluginFacts(name) ? hookHistoryOf(kind, hook) : undefined),
      (kind, hook) => pages.get(`${name} ${kind} ${hook}`),
      hookIndexAreaOf(entry),
    );
  });
}

/**
 * The plugin's hook changes from one documented version to the next, such as v5 to v6 (5.4.2 to 6.12.1). A hook
 * without a page in that version links to the latest version's page, which shows its whole history.
 */
export function hookChangesOf(from: string, to: string): HookChanges {
  const history = hookHistoryFile();
  if (!history) throw new Error('src/plugins/reference: catalogue/facts/hook-history.json is missing; run npm run hook-history');
  const versions = { from, to };
  const pageIn = (version: string, kind: string, name: string) => {
    const facts = pluginFactsOf(version);
    return facts && hookPagesOfVersion(version).get(`${facts.name} ${kind} ${name}`);
  };
  const lastRelease = (version: string) => {
    const facts = pluginFactsOf(version);
    if (!facts) throw new Error(`src/plugins/reference: no plugin facts registered for ${version} (registry.ts)`);
    return lastReleaseOf(history, String(facts.major));
  };
  return hookChangesBetween(history, lastRelease(from), lastRelease(to), (side, kind, name) => {
    const page = pageIn(versions[side], kind, name);
    if (page) return { page };
    const latest = pageIn(LATEST_VERSION.name, kind, name);
    return latest ? { page: latest, version: LATEST_VERSION.name } : undefined;
  });
}

/** Each pair of consecutive versions whose plugin facts and history the site has: v4 to v5, v5 to v6. */
export function hookChangeSteps(): [string, string][] {
  const names = [...FACTS_BY_VERSION.keys()]
    .filter((version) => pluginFactsOf(version))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return names.slice(1).map((to, index) => [names[index]!, to]);
}

/** Where a version's hooks file is served: `/hooks.json` for the latest, `/v5/hooks.json` for the others. */
export function hooksJsonPath(version: string): string {
  return version === LATEST_VERSION.name ? '/hooks.json' : `/${version}/hooks.json`;
}

export default function referencePlugin(): Plugin {
  const problems = registryProblemsOnDisk();
  if (problems.length > 0)
    throw new Error(`The facts registry disagrees with the site:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return {
    name: REFERENCE_PLUGIN,
    async postBuild({ outDir, siteConfig, baseUrl }) {
      const siteUrl = `${siteConfig.url}${baseUrl}`.replace(/\/$/, '');
      for (const [version, entries] of FACTS_BY_VERSION) {
        const facts = entries.map((entry) => factsSourceNamed(entry.name)!);
        const file = join(outDir, hooksJsonPath(version));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(hooksFileOf(version, hookIndexOf(version), facts, siteUrl), null, 1)}\n`);
      }
    },
    async contentLoaded({ actions }) {
      const versions = DOC_VERSIONS.filter((version) => FACTS_BY_VERSION.has(version.name));
      await Promise.all([
        ...versions.map((version) => actions.createData(`${version.name}.json`, JSON.stringify(hookIndexOf(version.name)))),
        ...hookChangeSteps().map(([from, to]) =>
          actions.createData(`changes-${from}-to-${to}.json`, JSON.stringify(hookChangesOf(from, to))),
        ),
      ]);
    },
  };
}
