// The facts registry (../registry.ts) against the site: every docs version with hook or API pages has the plugin's facts
// registered, and every registered facts file exists, at the repository and tag the registry says, with its listeners
// file when it claims one. Pure: the plugin (../index.ts) gathers what is on disk and fails the build on any problem.
import type { FactsEntry } from '../registry';

/** What a facts file says of itself: the repository and tag it was read at (none for products.json). */
export interface FactsFileHeader {
  repo?: string;
  tag?: string;
}

export interface RegistrySite {
  /** The docs versions (src/data/versions.ts), such as `v6`. */
  versions: readonly string[];
  /** How many hook and API pages each version has (the catalogue's `filter`, `action` and `api` pages). */
  referencePages: ReadonlyMap<string, number>;
  /** The facts files in catalogue/facts/ by name (`gravity-pdf-6`), with what each says of itself. */
  factsFiles: ReadonlyMap<string, FactsFileHeader>;
  /** The facts names that have a `listeners-<name>.json` beside them. */
  listenerFiles: ReadonlySet<string>;
}

const WHERE = 'src/plugins/reference/registry.ts';

/** Each thing wrong, as a sentence naming the fix; empty when the registry and the site agree. */
export function registryProblems(registry: readonly FactsEntry[], site: RegistrySite): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of registry) {
    if (seen.has(entry.name)) problems.push(`${WHERE}: ${entry.name} is registered twice: keep one entry`);
    seen.add(entry.name);
    if (!site.versions.includes(entry.version)) {
      problems.push(`${WHERE}: ${entry.name} speaks for ${entry.version}, which is not a docs version (${site.versions.join(', ')})`);
    }
    const header = site.factsFiles.get(entry.name);
    if (!header) {
      problems.push(`${WHERE}: ${entry.name} has no facts file: catalogue/facts/${entry.name}.json does not exist`);
      continue;
    }
    if (entry.kind === 'products') continue;
    if (header.repo !== entry.repo || header.tag !== entry.tag) {
      problems.push(
        `${WHERE}: ${entry.name} is registered as ${entry.repo} ${entry.tag}, but catalogue/facts/${entry.name}.json was read from ${header.repo ?? '?'} ${header.tag ?? '?'}: make them agree`,
      );
    }
    if (entry.listeners && !site.listenerFiles.has(entry.name)) {
      problems.push(
        `${WHERE}: ${entry.name} claims listeners, but catalogue/facts/listeners-${entry.name}.json does not exist: run npm run facts:listeners or set listeners: false`,
      );
    }
  }
  for (const version of site.versions) {
    const pages = site.referencePages.get(version) ?? 0;
    const plugins = registry.filter((entry) => entry.kind === 'plugin' && entry.version === version);
    if (pages > 0 && plugins.length === 0) {
      problems.push(
        `${WHERE}: ${version} has ${pages} hook and API pages but no facts registered for it: add the plugin's facts for ${version} (catalogue/facts/gravity-pdf-${version.slice(1)}.json) to the registry`,
      );
    }
    if (plugins.length > 1) {
      problems.push(
        `${WHERE}: ${version} has ${plugins.length} plugin facts files registered (${plugins.map((entry) => entry.name).join(', ')}): keep one`,
      );
    }
  }
  return problems;
}
