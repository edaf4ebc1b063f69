// Node-only: reads the facts files and tells which one speaks for a page, for the build (parseFrontMatter), the content
// check and the reports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productsSource, scannedSource, type FactsSource, type ProductsFacts, type ScannedFacts } from './lib/facts';
import type { HookHistory, HookHistoryFile } from './lib/history';
import { factsEntry, factsNameFor } from './registry';

export { factsNameFor };

const FACTS_DIR = join(process.cwd(), 'catalogue', 'facts');
const sources = new Map<string, FactsSource | undefined>();

/** A facts file by name (`gravity-pdf-6`, `addon-core-booster`, `products`), or undefined when there is none. */
export function factsSourceNamed(name: string, dir: string = FACTS_DIR): FactsSource | undefined {
  const key = `${dir}:${name}`;
  if (!sources.has(key)) {
    const file = join(dir, `${name}.json`);
    const json: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    sources.set(
      key,
      json === undefined
        ? undefined
        : factsEntry(name)?.kind === 'products'
          ? productsSource(json as ProductsFacts)
          : scannedSource(name, json as ScannedFacts),
    );
  }
  return sources.get(key);
}

/** The facts that speak for a page, from its route and front matter. */
export function factsForPage(route: string, frontMatter: Readonly<Record<string, unknown>>): FactsSource | undefined {
  const block = (frontMatter.hook ?? frontMatter.api) as { facts?: unknown } | undefined;
  const name = factsNameFor(route, block?.facts);
  return name ? factsSourceNamed(name) : undefined;
}

let historyFile: HookHistoryFile | null | undefined;

/** The plugin's hook history (catalogue/facts/hook-history.json, written by `npm run hook-history`), if committed. */
export function hookHistoryFile(dir: string = FACTS_DIR): HookHistoryFile | undefined {
  if (historyFile === undefined) {
    const file = join(dir, 'hook-history.json');
    historyFile = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HookHistoryFile) : null;
  }
  return historyFile ?? undefined;
}

/** The plugin's history of a hook, when there is one. */
export function hookHistoryOf(kind: string, name: string, dir: string = FACTS_DIR): HookHistory | undefined {
  return hookHistoryFile(dir)?.hooks.find((hook) => hook.kind === kind && hook.name === name);
}
