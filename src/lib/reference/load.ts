// Node-only: reads the facts files and tells which one speaks for a page, for the build (parseFrontMatter), the content
// check and the reports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productsSource, scannedSource, type FactsSource, type ProductsFacts, type ScannedFacts } from './facts';
import type { HookHistory, HookHistoryFile } from './history';

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
        : name === 'products'
          ? productsSource(json as ProductsFacts)
          : scannedSource(name, json as ScannedFacts),
    );
  }
  return sources.get(key);
}

/**
 * Which facts file speaks for a page: the one its front matter names, else the plugin at the page's version. v6 keeps
 * its core reference pages under /v6/developers/ (template and add-on pages name their facts); v5 and v4 keep every
 * page at the top level (/v5/gfpdf_pdf_filename, /v4/api_add_pdf). v3 has no facts file.
 */
export function factsNameFor(route: string, declared: unknown): string | undefined {
  if (typeof declared === 'string' && declared !== '') return declared;
  const version = /^\/v(\d)\//.exec(route)?.[1];
  if (version === '6') return route.startsWith('/v6/developers/') ? 'gravity-pdf-6' : undefined;
  return version === '5' || version === '4' ? `gravity-pdf-${version}` : undefined;
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
