import { test } from 'node:test';
import assert from 'node:assert/strict';
import { algoliaSynonyms, docsWordsForQuery, readerWordsForPage, synonymsProblems, type SynonymsFile } from '../client/synonyms';
import { wordsOf } from '../client/searchWords';
import synonyms from '../vocabulary/synonyms.json';

const entries = [
  { readers: ['protect', 'protected'], docs: ['password', 'security'] },
  { readers: ['blank'], docs: ['white screen'] },
];

test('a page using a docs term gets the reader words it lacks; a phrase must appear as a run of words', () => {
  assert.deepEqual(readerWordsForPage(wordsOf('Set a password on the PDF.'), entries), ['protect', 'protected']);
  assert.deepEqual(readerWordsForPage(wordsOf('A white screen, then the error.'), entries), ['blank']);
  assert.deepEqual(readerWordsForPage(wordsOf('The screen turned white.'), entries), []);
  assert.deepEqual(readerWordsForPage(wordsOf('Protect it with a password.'), entries), ['protected']);
});

test('a query with a reader word highlights the docs terms too', () => {
  assert.deepEqual(docsWordsForQuery(['protect', 'pdf'], entries).sort(), ['password', 'security']);
  assert.deepEqual(docsWordsForQuery(['pdf'], entries), []);
});

test('the reviewed synonyms file has no mistakes a reviewer must fix', () => {
  assert.deepEqual(synonymsProblems(synonyms as SynonymsFile), []);
  assert.ok((synonyms as SynonymsFile).entries.length >= 20);
  assert.deepEqual(
    synonymsProblems({
      minorWords: ['How'],
      entries: [
        { readers: ['two words', 'Lock'], docs: ['lock'] },
        { readers: [], docs: ['x'] },
      ],
    }).length,
    4,
  );
});

test('for Algolia, each reader word becomes a one-way synonym of its docs terms', () => {
  assert.deepEqual(algoliaSynonyms({ minorWords: [], entries }).slice(0, 2), [
    { objectID: 'reader-protect', type: 'oneWaySynonym', input: 'protect', synonyms: ['password', 'security'] },
    { objectID: 'reader-protected', type: 'oneWaySynonym', input: 'protected', synonyms: ['password', 'security'] },
  ]);
});
