import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  evaluable,
  figuresOf,
  halfOfThread,
  headingIdsOf,
  ledgerProblems,
  rankOf,
  threadOf,
  type Ledger,
  type LedgerEntry,
} from '../readerQuestions';

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  source: 'https://github.com/GravityPDF/gravity-pdf/issues/1',
  asker: 'user',
  type: 'question',
  readerWords: 'words',
  query: 'pdf not attached',
  version: 'v6',
  status: 'answered',
  answers: ['/v6/users/setup-pdf#notifications'],
  half: 'tuning',
  ...overrides,
});

test('a thread’s half is fixed by its address alone, and a comment link belongs to its thread', () => {
  assert.equal(
    threadOf('https://github.com/GravityPDF/gravity-pdf/issues/811#issuecomment-1'),
    threadOf('https://github.com/GravityPDF/gravity-pdf/issues/811/'),
  );
  const half = halfOfThread('https://github.com/GravityPDF/gravity-pdf/issues/811');
  assert.equal(halfOfThread('https://github.com/GravityPDF/gravity-pdf/issues/811#issuecomment-1'), half);
  const halves = new Set(Array.from({ length: 40 }, (_, n) => halfOfThread(`https://github.com/GravityPDF/gravity-pdf/issues/${n}`)));
  assert.deepEqual([...halves].sort(), ['held-out', 'tuning']);
});

test('the ledger check names the entry and the fix for a missing page, a missing heading, another version’s page and a split thread', () => {
  const ledger: Ledger = {
    about: '',
    split: '',
    questions: [
      entry({}),
      entry({ answers: ['/v6/users/gone'] }),
      entry({ answers: ['/v6/users/setup-pdf#nowhere'] }),
      entry({ version: 'v5', answers: ['/v6/users/setup-pdf'] }),
      entry({ half: 'held-out', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1#c', answers: ['/v6/users/setup-pdf'] }),
      entry({ status: 'unanswered', answers: [] }),
    ],
  };
  const problems = ledgerProblems(
    ledger,
    (route) => route === '/v6/users/setup-pdf',
    () => new Set(['notifications']),
  );
  assert.equal(problems.length, 5);
  assert.match(problems[0]!, /question 2 .*\/v6\/users\/gone has no page/);
  assert.match(problems[1]!, /question 3 .*no heading #nowhere/);
  assert.match(problems[2]!, /question 4 .*outside v5/);
  assert.match(problems[3]!, /question 5 .*both halves/);
  assert.match(problems[4]!, /question 6 .*say in "note" why/);
});

test('only questions with an answering page are judged; rank and figures are read off what is shown', () => {
  const questions = [entry({}), entry({ status: 'out-of-scope', answers: [] }), entry({ status: 'unanswered', answers: [] })];
  assert.equal(evaluable(questions).length, 1);
  assert.equal(rankOf(['/a', '/v6/users/setup-pdf', '/b'], ['/v6/users/setup-pdf#notifications']), 2);
  assert.equal(rankOf(['/a'], ['/b']), null);
  const figures = figuresOf([
    { entry: entry({}), shown: ['/x'], rank: 1 },
    { entry: entry({}), shown: ['/x', '/y'], rank: 2 },
    { entry: entry({}), shown: ['/x', '/y', '/z', '/w'], rank: 4 },
    { entry: entry({}), shown: [], rank: null },
  ]);
  assert.deepEqual({ ...figures, mrr: Number(figures.mrr.toFixed(4)) }, { questions: 4, inTop3: 2, atRank1: 1, mrr: 0.4375, noResults: 1 });
});

test('heading ids come from the explicit id or the slug of the heading read as text', () => {
  const ids = headingIdsOf(
    '---\ntitle: x\n---\n## Paper size still A4 {#paper-size-still-a4}\n\n### The `gfpdf_x` filter\n\n```php\n## not a heading\n```\n',
    (text) => text.toLowerCase().replace(/[^\w]+/g, '-'),
  );
  assert.deepEqual([...ids], ['paper-size-still-a4', 'the-gfpdf_x-filter']);
});

test('a known-issues answer also counts on the topic pages that show the same entry', () => {
  const issue = {
    major: 'v5' as const,
    symptom: 'Background images did not appear.',
    affected: '5.0.0–5.1.0',
    workaround: 'Update',
    fixedIn: '5.1.1',
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/851',
    releaseNote: 'x',
    pages: ['/v5/developer-backgrounds'],
  };
  const asked = entry({
    version: 'v5',
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/851#issuecomment-1',
    answers: ['/v5/known-issues'],
  });
  assert.deepEqual(evaluable([asked], [issue])[0]!.answers, ['/v5/known-issues', '/v5/developer-backgrounds']);
  // Another thread's entry, or an answer that is not a known-issues page, adds nothing.
  assert.deepEqual(evaluable([{ ...asked, source: 'https://github.com/GravityPDF/gravity-pdf/issues/9' }], [issue])[0]!.answers, [
    '/v5/known-issues',
  ]);
  assert.deepEqual(evaluable([{ ...asked, answers: ['/v5/user-setup-pdf'] }], [issue])[0]!.answers, ['/v5/user-setup-pdf']);
});
