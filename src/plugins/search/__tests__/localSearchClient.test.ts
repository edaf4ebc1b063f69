import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalSearchClient, FIRST_SCREEN_PAGES, MAX_QUERY_LENGTH } from '../client/localSearchClient';
import type { PagefindApi, PagefindFilters, PagefindResultData } from '../client/pagefindTypes';

function fakePagefind(pageCount: number, calls: { term: string | null; filters?: PagefindFilters }[]): PagefindApi {
  const data = (index: number): PagefindResultData => ({
    url: `/v6/page-${index}.html`,
    content: 'watermark pdf',
    locations: [0, 1],
    excerpt: `page ${index}`,
    word_count: 2,
    meta: { title: `Page ${index}`, section: 'Users' },
    filters: { version: ['current'] },
    anchors: [],
    sub_results: [],
  });
  return {
    options: async () => undefined,
    init: async () => undefined,
    filters: async () => ({}),
    search: async (term, options) => {
      calls.push({ term, filters: options?.filters });
      return {
        unfilteredResultCount: pageCount,
        results: Array.from({ length: pageCount }, (_, index) => ({ id: String(index), score: 1, data: async () => data(index) })),
      };
    },
  };
}

test('answers DocSearch requests page by page, with version facets as Pagefind filters', async () => {
  const calls: { term: string | null; filters?: PagefindFilters }[] = [];
  const client = createLocalSearchClient(async () => fakePagefind(25, calls));
  const { results } = await client.search({
    requests: [{ indexName: 'pagefind', query: ' watermark ', facetFilters: ['version:current'], hitsPerPage: 10, page: 2 }],
  });
  const [result] = results;
  assert.deepEqual(calls, [{ term: 'watermark', filters: { version: { any: ['current'] } } }]);
  assert.equal(result!.nbHits, 25);
  assert.equal(result!.nbPages, 3);
  assert.deepEqual(
    result!.hits.map((hit) => hit.url),
    ['/v6/page-20', '/v6/page-21', '/v6/page-22', '/v6/page-23', '/v6/page-24'],
  );
});

test('empty and blank queries ask nothing; long ones are cut', async () => {
  const calls: { term: string | null }[] = [];
  const client = createLocalSearchClient(async () => fakePagefind(3, calls));
  const { results } = await client.search({
    requests: [
      { indexName: 'p', query: '    ' },
      { indexName: 'p', query: 'pdf'.repeat(700) },
    ],
  });
  assert.equal(results[0]!.nbHits, 0);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.term!.length, MAX_QUERY_LENGTH);
});

test('a failure to load the index rejects as a SearchUnavailableError, which the interface shows as unavailable', async () => {
  const client = createLocalSearchClient(async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  await assert.rejects(client.search({ requests: [{ indexName: 'p', query: 'pdf' }] }), { name: 'SearchUnavailableError' });
});

test('a query asked again is answered from memory, each time as a fresh copy; a failure is asked again', async () => {
  const calls: { term: string | null }[] = [];
  const client = createLocalSearchClient(async () => fakePagefind(3, calls));
  const request = { indexName: 'p', query: 'watermark', facetFilters: ['version:current'] };
  const first = await client.search({ requests: [request] });
  first.results[0]!.hits[0]!.url = 'changed by the caller';
  const again = await client.search({ requests: [{ ...request, query: 'watermark ' }] });
  assert.equal(calls.length, 1);
  assert.equal(again.results[0]!.hits[0]!.url, '/v6/page-0');
  await client.search({ requests: [{ ...request, facetFilters: ['version:v5'] }] });
  assert.equal(calls.length, 2);

  let failures = 1;
  const flaky = createLocalSearchClient(async () => {
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return fakePagefind(3, calls);
  });
  await assert.rejects(flaky.search({ requests: [request] }), { name: 'SearchUnavailableError' });
  assert.equal((await flaky.search({ requests: [request] })).results[0]!.nbHits, 3);
});

test('the first screen of pages can be shown before the rest of the results page is loaded', async () => {
  const calls: { term: string | null }[] = [];
  const client = createLocalSearchClient(async () => fakePagefind(25, calls));
  const early: string[][] = [];
  const { results } = await client.search(
    { requests: [{ indexName: 'p', query: 'watermark', hitsPerPage: 10 }] },
    { onFirstHits: (hits) => early.push(hits.map((hit) => hit.url)) },
  );
  assert.deepEqual(early, [[0, 1, 2].map((index) => `/v6/page-${index}`).slice(0, FIRST_SCREEN_PAGES)]);
  assert.equal(results[0]!.hits.length, 10);
  assert.deepEqual(
    results[0]!.hits.slice(0, FIRST_SCREEN_PAGES).map((hit) => hit.url),
    early[0],
  );

  // Nothing early when the whole answer is the first screen, nor for several requests at once.
  await client.search(
    { requests: [{ indexName: 'p', query: 'pdf', hitsPerPage: FIRST_SCREEN_PAGES }] },
    { onFirstHits: () => early.push([]) },
  );
  await client.search(
    {
      requests: [
        { indexName: 'p', query: 'fonts' },
        { indexName: 'p', query: 'fonts', page: 1 },
      ],
    },
    { onFirstHits: () => early.push([]) },
  );
  assert.equal(early.length, 1);
});

test('a search overtaken by a newer one skips its fragments; a caller sharing it is answered all the same', async () => {
  const calls: { term: string | null }[] = [];
  let fragments = 0;
  const pagefind = fakePagefind(5, calls);
  const counting: PagefindApi = {
    ...pagefind,
    search: async (term, options) => {
      const response = await pagefind.search(term, options);
      return (
        response && {
          ...response,
          results: response.results.map((result) => ({ ...result, data: () => ((fragments += 1), result.data()) })),
        }
      );
    },
  };
  const client = createLocalSearchClient(async () => counting);
  const request = { indexName: 'p', query: 'watermark' };
  let overtaken = false;
  const first = client.search({ requests: [request] }, { isSuperseded: () => overtaken });
  const second = client.search({ requests: [request] }, { isSuperseded: () => false });
  overtaken = true;
  await assert.rejects(first, { name: 'SupersededSearchError' });
  assert.equal((await second).results[0]!.hits.length, 5);
  assert.equal(calls.length, 2);
  assert.equal(fragments, 5);
});
