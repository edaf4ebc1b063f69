// Which documentation versions a search covers: the reader's scope, a version typed in the query (`v4 watermark`),
// and the `version` facet filter both back ends understand (Docusaurus version names, as in its docsearch:version tag).
import type { DocVersion } from '../../../data/versions';
import { DOC_VERSIONS, docusaurusVersionName, findVersion } from '../../../data/versions';
import type { FacetFilters, SearchRequest } from './types';

/** A version name (`v6`) or every version. */
export type VersionScope = DocVersion['name'] | 'all';

export const VERSION_FACET = 'version';

export interface ParsedQuery {
  /** The query without the version token. */
  query: string;
  /** The version named in the query, if one was. */
  version: DocVersion | undefined;
}

/**
 * Finds a version token (`v4`, `V5`) among the query's words; only versions the site has count. A query naming two
 * versions ("upgrade from v3 to v6") is about moving between them, so it keeps its words and its scope. A token scopes
 * the search when it starts or ends the query or follows the product's name ("gravity pdf v5 fonts"); inside the query
 * after another name it is that name's version ("psr log v3 conflict"), an ordinary word.
 */
export function parseVersionToken(query: string, versions: readonly DocVersion[] = DOC_VERSIONS): ParsedQuery {
  const words = query.split(/\s+/).filter(Boolean);
  const isToken = (word: string) => versions.some((version) => version.name === word.toLowerCase());
  if (words.filter(isToken).length !== 1) return { query, version: undefined };
  const index = words.findIndex(isToken);
  const before = words[index - 1]?.toLowerCase();
  const scopes = index === 0 || index === words.length - 1 || before === 'pdf' || before === 'gravitypdf';
  if (!scopes) return { query, version: undefined };
  const version = versions.find((candidate) => candidate.name === words[index]!.toLowerCase());
  const rest = words.filter((_, position) => position !== index).join(' ');
  return { query: rest, version };
}

export function scopeOfParameter(value: string | null | undefined): VersionScope {
  const version = value ? findVersion(value.toLowerCase()) : undefined;
  return version ? version.name : 'all';
}

export function versionFacetFilter(version: DocVersion): string {
  return `${VERSION_FACET}:${docusaurusVersionName(version)}`;
}

/** The `version` facet of the release notes: they belong to no docs version, so every scope includes them. */
export const RELEASE_NOTES_FACET = 'release-notes';

/** The facet filters of a scope: none for every version; a version's pages or the release notes otherwise. */
export function scopeFacetFilters(scope: VersionScope): (string | string[])[] {
  const version = scope === 'all' ? undefined : findVersion(scope);
  return version ? [[versionFacetFilter(version), `${VERSION_FACET}:${RELEASE_NOTES_FACET}`]] : [];
}

/**
 * Applies a scope to a request: a version token in the query wins over the scope (and is taken out of the query);
 * other facet filters on the request are kept.
 */
export function scopeRequest(request: SearchRequest, scope: VersionScope): SearchRequest {
  const parsed = parseVersionToken(request.query ?? '');
  const effective: VersionScope = parsed.version ? parsed.version.name : scope;
  const otherFilters = (request.facetFilters ?? []).filter((filter) => !isVersionFilter(filter));
  return {
    ...request,
    query: parsed.query,
    facetFilters: [...otherFilters, ...scopeFacetFilters(effective)],
  };
}

function isVersionFilter(filter: string | readonly string[]): boolean {
  const filters = typeof filter === 'string' ? [filter] : filter;
  return filters.some((value) => value.startsWith(`${VERSION_FACET}:`));
}

/** Facet filters as `{ facet: [values] }` (AND across facets, OR inside one), the shape Pagefind's filters take. */
export function facetFiltersToMap(facetFilters: FacetFilters | undefined): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const filter of facetFilters ?? []) {
    for (const value of typeof filter === 'string' ? [filter] : filter) {
      const separator = value.indexOf(':');
      if (separator <= 0) continue;
      const facet = value.slice(0, separator);
      (map[facet] ??= []).push(value.slice(separator + 1));
    }
  }
  return map;
}
