import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLocalSearchClient, FIRST_SCREEN_PAGES, MAX_QUERY_LENGTH } from '../client/localSearchClient';
import { fakeIndex, type FakePage } from './fakeIndex';

const PAGES: FakePage[] = [
  {
    url: '/v6/users/setup-pdf',
    title: 'Setup PDF',
    text: 'Attach the PDF to a notification. Notification settings decide who gets it.',
    kind: 'guide',
  },
  {
    url: '/v6/developers/actions/gfpdf_post_save_pdf',
    title: 'gfpdf_post_save_pdf',
    text: 'Runs after the notification PDF is saved gfpdf_post_save_pdf',
    kind: 'reference',
  },
  {
    url: '/v6/users/white-screen',
    title: 'White screen of death',
    text: 'A blank white screen instead of the PDF means a fatal error.',
    kind: 'guide',
  },
  {
    url: '/v6/users/memory-limit',
    title: 'Memory limit',
    text: 'Raise the memory limit when the PDF fails with allowed memory size exhausted.',
    kind: 'guide',
  },
  {
    url: '/v6/developers/filters/gfpdf_pdf_filename',
    title: 'gfpdf_pdf_filename',
    text: 'Change the filename of a PDF gfpdf_pdf_filename',
    kind: 'reference',
  },
  { url: '/v6/extensions/watermark', title: 'Watermark', text: 'Stamp a watermark on every page of the PDF.', kind: 'other' },
  { url: '/v5/user-watermark', title: 'Watermark (v5)', text: 'Stamp a watermark on every page.', version: 'v5', kind: 'guide' },
];

const v6 = { facetFilters: [['version:current']] };
const urls = (hits: readonly { url: string; type: string }[]) => hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.url);

async function search(query: string, pages = PAGES, extra = {}) {
  const { index, log } = fakeIndex(
    pages,
    { minorWords: ['the', 'a', 'how', 'when'], entries: [{ readers: ['blank'], docs: ['white screen'] }] },
    ['pdf'],
  );
  const client = createLocalSearchClient(async () => index);
  const { results } = await client.search({ requests: [{ indexName: 'p', query, ...v6, ...extra }] });
  return { result: results[0]!, log };
}

test('one word the docs never use leaves the others to answer (most words, not all words)', async () => {
  const { result } = await search('memory limit wordfence');
  assert.equal(urls(result.hits)[0], '/v6/users/memory-limit');
});

test('pages matching more of the query words come first, and "No results" needs no word to match at all', async () => {
  const { result } = await search('watermark memory');
  assert.deepEqual(urls(result.hits).slice(0, 2).sort(), ['/v6/extensions/watermark', '/v6/users/memory-limit']);
  const both = await search('memory exhausted');
  assert.equal(urls(both.result.hits)[0], '/v6/users/memory-limit');
  const nothing = await search('zzqxj wordfence');
  assert.equal(nothing.result.nbHits, 0);
});

test('common words never decide on their own; alone, they still search', async () => {
  const { result } = await search('pdf watermark');
  assert.deepEqual(urls(result.hits), ['/v6/extensions/watermark']);
  const onlyCommon = await search('pdf');
  assert.ok(onlyCommon.result.nbHits >= 5);
});

test('a slip of one letter in a long word is read as the word the index has; a half-typed word as its start', async () => {
  const typo = await search('watremark');
  assert.deepEqual(urls(typo.result.hits), ['/v6/extensions/watermark']);
  assert.ok(typo.log.shards.includes('w'));
  const prefix = await search('waterm');
  assert.deepEqual(urls(prefix.result.hits), ['/v6/extensions/watermark']);
  // Short words are not corrected: "memry" is five letters (corrected), "pdg" three (not).
  assert.deepEqual(urls((await search('memry')).result.hits), ['/v6/users/memory-limit']);
  assert.equal((await search('limt pdg')).result.nbHits, 0);
});

test('a name with a prefix the docs never write finds the page of its indexed tail (an old address typed as a name)', async () => {
  const { result } = await search('api_gfpdf_pdf_filename');
  assert.equal(urls(result.hits)[0], '/v6/developers/filters/gfpdf_pdf_filename');
});

test('plain words favour guides; code-like queries favour hook and API pages', async () => {
  const plain = await search('notification');
  assert.equal(urls(plain.result.hits)[0], '/v6/users/setup-pdf');
  const code = await search('gfpdf_post_save_pdf');
  assert.equal(urls(code.result.hits)[0], '/v6/developers/actions/gfpdf_post_save_pdf');
});

test('words typed apart that spell an indexed name find its page: a hook name, or two words written as one', async () => {
  const { result } = await search('gfpdf pdf filename');
  assert.equal(urls(result.hits)[0], '/v6/developers/filters/gfpdf_pdf_filename');
  const compound = await search('file name');
  assert.equal(urls(compound.result.hits)[0], '/v6/developers/filters/gfpdf_pdf_filename');
});

test('a reader word the synonyms file maps highlights the docs terms in titles and snippets', async () => {
  const { result } = await search('white screen');
  const hit = result.hits.find((candidate) => candidate.url === '/v6/users/white-screen')!;
  assert.match(hit._highlightResult.hierarchy.lvl1!.value, /<mark>White<\/mark> <mark>screen<\/mark>/);
  const reader = await search('blank');
  const page = reader.result.hits.find((candidate) => candidate.url === '/v6/users/white-screen')!;
  assert.match(page._snippetResult.content!.value, /<mark>blank<\/mark> <mark>white<\/mark> <mark>screen<\/mark>/);
});

test('version facets become Pagefind filters; paging is by page of the site', async () => {
  const { result, log } = await search('watermark', PAGES, { facetFilters: ['version:v5'] });
  assert.deepEqual(urls(result.hits), ['/v5/user-watermark']);
  assert.ok(log.searches.every((search) => JSON.stringify(search.filters) === JSON.stringify({ version: { any: ['v5'] } })));
  const many = Array.from({ length: 25 }, (_, index) => ({
    url: `/v6/page-${index}`,
    title: `Page ${index}`,
    text: `watermark ${'x '.repeat(index)}`,
  }));
  const paged = await search('watermark', many, { hitsPerPage: 10, page: 2 });
  assert.equal(paged.result.nbHits, 25);
  assert.equal(paged.result.nbPages, 3);
  assert.equal(urls(paged.result.hits).length, 5);
});

test('empty and blank queries ask nothing; long ones are cut', async () => {
  const { index, log } = fakeIndex(PAGES);
  const client = createLocalSearchClient(async () => index);
  const { results } = await client.search({
    requests: [
      { indexName: 'p', query: '    ' },
      { indexName: 'p', query: 'pdf '.repeat(100) },
    ],
  });
  assert.equal(results[0]!.nbHits, 0);
  assert.equal(results[1]!.query.length <= MAX_QUERY_LENGTH, true);
  assert.ok(log.searches.length > 0);
});

test('a failure to load the index rejects as a SearchUnavailableError, which the interface shows as unavailable', async () => {
  const client = createLocalSearchClient(async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  await assert.rejects(client.search({ requests: [{ indexName: 'p', query: 'pdf' }] }), { name: 'SearchUnavailableError' });
});

test('a query asked again is answered from memory, each time as a fresh copy; a failure is asked again', async () => {
  const { index, log } = fakeIndex(PAGES);
  const client = createLocalSearchClient(async () => index);
  const request = { indexName: 'p', query: 'watermark', ...v6 };
  const first = await client.search({ requests: [request] });
  first.results[0]!.hits[0]!.url = 'changed by the caller';
  const searches = log.searches.length;
  const again = await client.search({ requests: [{ ...request, query: 'watermark ' }] });
  assert.equal(log.searches.length, searches);
  assert.equal(again.results[0]!.hits[0]!.url, '/v6/extensions/watermark');

  let failures = 1;
  const flaky = createLocalSearchClient(async () => {
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return index;
  });
  await assert.rejects(flaky.search({ requests: [request] }), { name: 'SearchUnavailableError' });
  assert.equal((await flaky.search({ requests: [request] })).results[0]!.nbHits, 1);
});

test('the first screen of pages can be shown before the rest of the results page is loaded', async () => {
  const many = Array.from({ length: 25 }, (_, index) => ({
    url: `/v6/page-${index}`,
    title: `Page ${index}`,
    text: `watermark ${'watermark '.repeat(25 - index)}`,
  }));
  const { index } = fakeIndex(many);
  const client = createLocalSearchClient(async () => index);
  const early: string[][] = [];
  const { results } = await client.search(
    { requests: [{ indexName: 'p', query: 'watermark', hitsPerPage: 10 }] },
    { onFirstHits: (hits) => early.push(urls(hits)) },
  );
  assert.deepEqual(early, [[0, 1, 2].map((position) => `/v6/page-${position}`).slice(0, FIRST_SCREEN_PAGES)]);
  assert.equal(urls(results[0]!.hits).length, 10);
  assert.deepEqual(urls(results[0]!.hits).slice(0, FIRST_SCREEN_PAGES), early[0]);
  // Nothing early when the whole answer is the first screen, nor for several requests at once.
  await client.search(
    { requests: [{ indexName: 'p', query: 'watermark', hitsPerPage: FIRST_SCREEN_PAGES }] },
    { onFirstHits: () => early.push([]) },
  );
  await client.search(
    {
      requests: [
        { indexName: 'p', query: 'watermark' },
        { indexName: 'p', query: 'watermark', page: 1 },
      ],
    },
    { onFirstHits: () => early.push([]) },
  );
  assert.equal(early.length, 1);
});

test('a search overtaken by a newer one skips loading pages; a caller sharing it is answered all the same', async () => {
  const { index, log } = fakeIndex(PAGES);
  const client = createLocalSearchClient(async () => index);
  const request = { indexName: 'p', query: 'watermark' };
  let overtaken = false;
  const first = client.search({ requests: [request] }, { isSuperseded: () => overtaken });
  const second = client.search({ requests: [request] }, { isSuperseded: () => false });
  overtaken = true;
  await assert.rejects(first, { name: 'SupersededSearchError' });
  assert.equal(urls((await second).results[0]!.hits).length, 2);
  assert.equal(log.fragments, 2);
});
