import { test } from 'node:test';
import assert from 'node:assert/strict';
import { joinedNames, planQuery } from '../client/queryPlan';
import { FAVOURED_KIND_BOOST, rankPages, titleCoverage } from '../client/rankPages';
import { bestWindow, matchedSections, pageSnippet } from '../client/excerpts';

test('a query plan keeps its words once, lets only uncommon words decide, and marks code', () => {
  const plan = planQuery('How do I protect the PDF pdf?', new Set(['how', 'do', 'i', 'the', 'pdf']), [
    { readers: ['protect'], docs: ['password'] },
  ]);
  assert.deepEqual(plan.words, ['how', 'do', 'i', 'protect', 'the', 'pdf']);
  assert.deepEqual(plan.deciding, ['protect']);
  assert.equal(plan.codeLike, false);
  assert.deepEqual(plan.highlight, ['password', 'protect', 'how', 'the', 'pdf', 'do', 'i']);
  assert.deepEqual(planQuery('the pdf', new Set(['the', 'pdf']), []).deciding, ['the', 'pdf']);
  assert.equal(planQuery('gfpdf_pdf_filename', new Set(), []).codeLike, true);
});

test('joined names: underscores for three or four words (two when code-like), two words also written as one', () => {
  const names = (words: string[], code = false) => joinedNames(words, code).map((joined) => joined.name);
  assert.deepEqual(names(['get', 'entry', 'pdfs']), ['get_entry_pdfs', 'getentry', 'entrypdfs']);
  assert.deepEqual(names(['entry', 'id'], true), ['entry_id', 'entryid']);
  assert.deepEqual(names(['file', 'name']), ['filename']);
});

test('pages are ranked by words matched, then by score raised for title words and the favoured kind', () => {
  const facts = new Map([
    ['a', { title: 'Memory limit', kind: 'guide' }],
    ['b', { title: 'Memory hooks', kind: 'reference' }],
    ['c', { title: 'Other', kind: 'guide' }],
  ]);
  const ranked = rankPages(
    [
      {
        word: 'memory',
        pages: [
          { id: 'a', score: 1, locations: [3] },
          { id: 'b', score: 4, locations: [1] },
          { id: 'c', score: 9, locations: [] },
        ],
      },
      { word: 'limit', pages: [{ id: 'a', score: 1, locations: [4, 1] }] },
    ],
    { topicWords: ['memory', 'limit'], favouredKind: 'guide', facts: (id) => facts.get(id) },
  );
  assert.deepEqual(
    ranked.map((page) => page.id),
    ['a', 'c', 'b'],
  );
  assert.deepEqual(ranked[0]!.matched, ['memory', 'limit']);
  assert.deepEqual(ranked[0]!.locations, [1, 3, 4]);
  // c: 9 × 1.5 (guide); b: 4 × (1 + 2 × ½) for "memory" in its title.
  assert.equal(ranked[1]!.score, 9 * FAVOURED_KIND_BOOST);
  assert.equal(ranked[2]!.score, 8);
  assert.equal(titleCoverage('Adjust header images', ['header', 'image', 'large']), 2);
});

test('a one-name query puts the page of exactly that name above pages whose longer names start with it', () => {
  const facts = new Map([
    ['exact', { title: 'gfpdf_post_save_pdf', kind: 'reference' }],
    ['longer', { title: 'gfpdf_post_save_pdf_{$form_id}', kind: 'reference' }],
  ]);
  const results = [
    {
      word: 'gfpdf_post_save_pdf',
      pages: [
        { id: 'longer', score: 88.8, locations: [1] },
        { id: 'exact', score: 80, locations: [1] },
      ],
    },
  ];
  const context = { topicWords: ['gfpdf_post_save_pdf'], favouredKind: 'reference' as const, facts: (id: string) => facts.get(id) };
  assert.deepEqual(
    rankPages(results, context).map((page) => page.id),
    ['longer', 'exact'],
  );
  assert.deepEqual(
    rankPages(results, { ...context, exactTitle: 'gfpdf_post_save_pdf' }).map((page) => page.id),
    ['exact', 'longer'],
  );
});

test('snippets start near the densest matches, sections are the headings holding matches', () => {
  assert.equal(bestWindow([50, 60, 61, 62], 0, 100, 10), 58);
  assert.equal(bestWindow([], 20, 100), 20);
  const words = Array.from({ length: 40 }, (_, index) => `w${index}`);
  const text = words.join(' ');
  assert.equal(pageSnippet(text, []), `${words.slice(0, 24).join(' ')} …`);
  const anchors = [
    { element: 'h2', id: 'one', text: 'w10 w11', location: 10 },
    { element: 'h2', id: 'two', text: 'w20', location: 20 },
  ];
  const sections = matchedSections(text, anchors, [22, 25, 12]);
  assert.deepEqual(
    sections.map((section) => section.anchor.id),
    ['two', 'one'],
  );
  assert.match(sections[0]!.snippet, /^… w21 w22 w23/);
});
