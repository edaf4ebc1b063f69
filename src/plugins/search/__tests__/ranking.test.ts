import { test } from 'node:test';
import assert from 'node:assert/strict';
import { joinedNames, planQuery } from '../client/queryPlan';
import { RANKING_CONSTANTS, bestPassage, rankPages, titleCoverage } from '../client/rankPages';
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

test('code, or a developer’s word for writing code, makes a query favour reference pages; php alone does not', () => {
  const kind = (query: string) => planQuery(query, new Set(), []).favouredKind;
  assert.equal(kind('gfpdf_pdf_filename'), 'reference');
  assert.equal(kind('run code before pdf is generated hook'), 'reference');
  assert.equal(kind('add font programmatically'), 'reference');
  assert.equal(kind('minimum php version'), 'guide');
  assert.equal(kind('change the pdf file name'), 'guide');
});

test('a query’s names are its words joined by underscores, alone or among other words', () => {
  assert.deepEqual(planQuery('gfpdf_post_save_pdf not firing', new Set(), []).names, ['gfpdf_post_save_pdf']);
  assert.deepEqual(planQuery('GPDFAPI::add_pdf()', new Set(), []).names, ['add_pdf']);
  assert.deepEqual(planQuery('change the pdf file name', new Set(), []).names, []);
});

test('joined names: underscores for three or four words (two when code-like), two words also written as one', () => {
  const names = (words: string[], code = false) => joinedNames(words, code).map((joined) => joined.name);
  assert.deepEqual(names(['get', 'entry', 'pdfs']), ['get_entry_pdfs', 'getentry', 'entrypdfs']);
  assert.deepEqual(names(['entry', 'id'], true), ['entry_id', 'entryid']);
  assert.deepEqual(names(['file', 'name']), ['filename']);
});

const facts = new Map([
  ['title', { title: 'Custom Fonts', kind: 'guide' }],
  ['passing', { title: 'Font not installing', kind: 'guide' }],
  ['long', { title: 'Troubleshooting', kind: 'guide' }],
  ['hook', { title: 'gfpdf_font_location', kind: 'reference' }],
]);
const context = { topicWords: ['custom', 'fonts'], favouredKind: 'guide' as const, facts: (id: string) => facts.get(id) };

test('a title match beats a passing mention of the same words', () => {
  // Both pages match both words with similar engine scores; only one is titled by them.
  const ranked = rankPages(
    [
      {
        word: 'custom',
        pages: [
          { id: 'passing', score: 3, locations: [40] },
          { id: 'title', score: 2.5, locations: [1] },
        ],
      },
      {
        word: 'fonts',
        pages: [
          { id: 'passing', score: 3, locations: [90] },
          { id: 'title', score: 2.5, locations: [2] },
        ],
      },
    ],
    context,
  );
  assert.deepEqual(
    ranked.map((page) => page.id),
    ['title', 'passing'],
  );
  assert.equal(titleCoverage('Adjust header images', ['header', 'image', 'large']), 2);
});

test('matching more words wins when the matches are comparable in weight, not when one page’s single match is far stronger', () => {
  const comparable = rankPages(
    [
      {
        word: 'custom',
        pages: [
          { id: 'long', score: 2, locations: [5] },
          { id: 'hook', score: 2.4, locations: [3] },
        ],
      },
      { word: 'fonts', pages: [{ id: 'long', score: 2, locations: [200] }] },
    ],
    { ...context, topicWords: [] },
  );
  assert.deepEqual(
    comparable.map((page) => page.id),
    ['long', 'hook'],
  );
  const lopsided = rankPages(
    [
      {
        word: 'custom',
        pages: [
          { id: 'long', score: 0.2, locations: [5] },
          { id: 'hook', score: 30, locations: [3] },
        ],
      },
      { word: 'fonts', pages: [{ id: 'long', score: 0.2, locations: [200] }] },
    ],
    { ...context, topicWords: [] },
  );
  assert.deepEqual(
    lopsided.map((page) => page.id),
    ['hook', 'long'],
  );
});

test('words standing together in one passage beat the same words scattered over a long page', () => {
  const ranked = rankPages(
    [
      {
        word: 'custom',
        pages: [
          { id: 'long', score: 2, locations: [5] },
          { id: 'passing', score: 2, locations: [300] },
        ],
      },
      {
        word: 'fonts',
        pages: [
          { id: 'long', score: 2, locations: [900] },
          { id: 'passing', score: 2, locations: [303] },
        ],
      },
    ],
    { ...context, topicWords: [] },
  );
  assert.deepEqual(
    ranked.map((page) => page.id),
    ['passing', 'long'],
  );
  assert.equal(
    bestPassage(
      new Map([
        ['a', [1, 100]],
        ['b', [130]],
        ['c', [160]],
      ]),
      40,
    ),
    2,
  );
});

test('the favoured kind is a small prior, and a corrected typo counts less than a word typed right', () => {
  const prior = rankPages(
    [
      {
        word: 'fonts',
        pages: [
          { id: 'hook', score: 2.2, locations: [1] },
          { id: 'title', score: 2, locations: [1] },
        ],
      },
    ],
    {
      ...context,
      topicWords: [],
    },
  );
  // 2 × (1 + kindPrior) > 2.2: the guide wins a near tie for a plain-words query…
  assert.deepEqual(
    prior.map((page) => page.id),
    ['title', 'hook'],
  );
  // …but not a clear difference.
  const clear = rankPages(
    [
      {
        word: 'fonts',
        pages: [
          { id: 'hook', score: 4, locations: [1] },
          { id: 'title', score: 2, locations: [1] },
        ],
      },
    ],
    {
      ...context,
      topicWords: [],
    },
  );
  assert.equal(clear[0]!.id, 'hook');
  const typo = rankPages(
    [
      { word: 'custom', pages: [{ id: 'long', score: 2, locations: [1] }] },
      { word: 'fnots', weight: RANKING_CONSTANTS.typoWeight, pages: [{ id: 'passing', score: 2, locations: [1] }] },
    ],
    { ...context, topicWords: [] },
  );
  assert.deepEqual(
    typo.map((page) => page.id),
    ['long', 'passing'],
  );
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
    rankPages(results, { ...context, exactTitles: ['gfpdf_post_save_pdf'] }).map((page) => page.id),
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
