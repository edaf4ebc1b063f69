// The address of the full results page for a query and version scope: `/search?q=watermark&version=v6`.
import type { VersionScope } from './versionScope';

export const QUERY_PARAMETER = 'q';
export const VERSION_PARAMETER = 'version';
export const PAGE_PARAMETER = 'page';

export function searchPageUrl(searchPagePath: string, query: string, scope: VersionScope, page = 0): string {
  const parameters = new URLSearchParams({ [QUERY_PARAMETER]: query });
  if (scope !== 'all') parameters.set(VERSION_PARAMETER, scope);
  if (page > 0) parameters.set(PAGE_PARAMETER, String(page + 1));
  return `/${searchPagePath.replace(/^\/+/, '')}?${parameters.toString()}`;
}
