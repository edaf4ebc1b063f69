// The reader-question ledger (catalogue/reader-questions.json): every question, confusing behaviour, error message or
// fixed bug found in the plugin's public trackers, each with where it was asked and the page (and heading) that answers
// it. It is both the record of content gaps and the labelled set the search evaluation reads, split once by source
// thread into a tuning half (ranking constants are chosen on it) and a held-out half (reported, never tuned on).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from '../../src/lib/frontMatter';
import { KNOWN_ISSUES_PAGES, type KnownIssue } from '../../src/lib/knownIssues';
import knownIssueEntries from '../../catalogue/known-issues.json';

export type LedgerStatus = 'answered' | 'extended' | 'new-page' | 'out-of-scope' | 'unanswered';
export type Half = 'tuning' | 'held-out';

export interface LedgerEntry {
  /** The public thread the words come from. */
  source: string;
  asker: 'user' | 'maintainer' | 'contributor';
  type: 'question' | 'error' | 'confusing-behaviour' | 'bug-fixed' | 'feature-request';
  /** The reader's own words, quoted from the thread. */
  readerWords: string;
  /** What the reader would type into the search box. */
  query: string;
  version: 'v6' | 'v5' | 'v4' | 'v3';
  /**
   * How the question is answered: by a page that already did (`answered`), by a section added for it (`extended`), by a
   * page written for it (`new-page`); `out-of-scope` (note says why) and `unanswered` (a content gap) have no answer.
   */
  status: LedgerStatus;
  /** Routes that answer, each optionally with the `#anchor` of the heading that does. */
  answers: string[];
  /** For a fixed bug: the first release with the fix. */
  fixedIn?: string;
  note?: string;
  half: Half;
}

export interface Ledger {
  about: string;
  split: string;
  questions: LedgerEntry[];
}

export const LEDGER_FILE = join('catalogue', 'reader-questions.json');

export function loadLedger(siteDir: string = process.cwd()): Ledger {
  return JSON.parse(readFileSync(join(siteDir, LEDGER_FILE), 'utf8')) as Ledger;
}

/** The thread a source URL belongs to (a comment link counts as its thread), so one thread never feeds both halves. */
export function threadOf(source: string): string {
  return source.replace(/#.*$/, '').replace(/\/+$/, '').toLowerCase();
}

/** The half a new thread falls in: the first byte of its SHA-256, even for tuning. Fixed once written in the ledger. */
export function halfOfThread(source: string): Half {
  return createHash('sha256').update(threadOf(source)).digest()[0]! % 2 === 0 ? 'tuning' : 'held-out';
}

/**
 * The questions a search can be judged on: those with an answering page. A question answered by a row of a
 * known-issues page is also answered by the topic pages that show the same row (the entry from the same thread,
 * catalogue/known-issues.json `pages`), so those count as answers too.
 */
export function evaluable(
  questions: readonly LedgerEntry[],
  knownIssues: readonly KnownIssue[] = knownIssueEntries as KnownIssue[],
): LedgerEntry[] {
  const knownIssuesPages = new Set<string>(Object.values(KNOWN_ISSUES_PAGES));
  return questions
    .filter((entry) => entry.answers.length > 0 && entry.status !== 'out-of-scope' && entry.status !== 'unanswered')
    .map((entry) => {
      if (!entry.answers.some((answer) => knownIssuesPages.has(routeOf(answer)))) return entry;
      const topicPages = knownIssues
        .filter((issue) => threadOf(issue.source) === threadOf(entry.source) && issue.major === entry.version)
        .flatMap((issue) => issue.pages ?? []);
      const answers = [...entry.answers, ...topicPages.filter((page) => !entry.answers.includes(page))];
      return answers.length === entry.answers.length ? entry : { ...entry, answers };
    });
}

export const routeOf = (answer: string): string => answer.split('#')[0]!;

/**
 * Problems a writer can fix, each naming the entry and the fix: an answer whose route has no page or whose anchor is
 * no heading of it, a thread split across halves, a status that disagrees with its answers.
 */
export function ledgerProblems(
  ledger: Ledger,
  routeExists: (route: string) => boolean,
  anchorsOf: (route: string) => ReadonlySet<string> | undefined,
): string[] {
  const problems: string[] = [];
  const halves = new Map<string, Half>();
  ledger.questions.forEach((entry, index) => {
    const where = `${LEDGER_FILE} question ${index + 1} ("${entry.query}", ${entry.source})`;
    const thread = threadOf(entry.source);
    const half = halves.get(thread);
    if (half && half !== entry.half) problems.push(`${where}: its thread is in both halves; give every question of a thread the same half`);
    if (!half) halves.set(thread, entry.half);
    const answered = entry.status !== 'out-of-scope' && entry.status !== 'unanswered';
    if (answered && entry.answers.length === 0) problems.push(`${where}: status ${entry.status} needs an answering route in "answers"`);
    if (!answered && entry.answers.length > 0) problems.push(`${where}: status ${entry.status} must not list answers (a gap has none)`);
    if (!answered && !entry.note) problems.push(`${where}: say in "note" why it is ${entry.status}`);
    for (const answer of entry.answers) {
      const route = routeOf(answer);
      if (!route.startsWith(`/${entry.version}/`) && !route.startsWith('/release-notes/')) {
        problems.push(
          `${where}: ${route} is outside ${entry.version}; the search runs in the reader's version, so name that version's page`,
        );
      }
      const anchor = answer.includes('#') ? answer.slice(answer.indexOf('#') + 1) : undefined;
      if (!routeExists(route)) {
        problems.push(`${where}: ${route} has no page; write it, point to the page that answers, or mark the entry unanswered`);
        continue;
      }
      if (anchor && !anchorsOf(route)?.has(anchor)) {
        problems.push(`${where}: ${route} has no heading #${anchor}; use one of its headings' ids or drop the anchor`);
      }
    }
  });
  return problems;
}

export interface RankedQuestion {
  entry: LedgerEntry;
  /** The distinct pages on screen, in order. */
  shown: string[];
  /** 1-based rank of the first answering page among them, or null. */
  rank: number | null;
}

export function rankOf(shown: readonly string[], answers: readonly string[]): number | null {
  const routes = new Set(answers.map(routeOf));
  const index = shown.findIndex((route) => routes.has(route));
  return index === -1 ? null : index + 1;
}

export interface Figures {
  questions: number;
  inTop3: number;
  atRank1: number;
  /** Mean reciprocal rank over the pages shown (0 for a question whose answer is not shown). */
  mrr: number;
  noResults: number;
}

export function figuresOf(ranked: readonly RankedQuestion[]): Figures {
  return {
    questions: ranked.length,
    inTop3: ranked.filter(({ rank }) => rank !== null && rank <= 3).length,
    atRank1: ranked.filter(({ rank }) => rank === 1).length,
    mrr: ranked.length === 0 ? 0 : ranked.reduce((sum, { rank }) => sum + (rank ? 1 / rank : 0), 0) / ranked.length,
    noResults: ranked.filter(({ shown }) => shown.length === 0).length,
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}%`);

export function formatFigures(label: string, figures: Figures): string {
  const { questions, inTop3, atRank1, mrr, noResults } = figures;
  return (
    `${label.padEnd(22)} ${String(questions).padStart(4)} questions  top 3 ${`${inTop3} (${percent(inTop3, questions)})`.padStart(10)}` +
    `  rank 1 ${`${atRank1} (${percent(atRank1, questions)})`.padStart(10)}  MRR ${mrr.toFixed(2)}  no results ${noResults}`
  );
}

/**
 * The heading ids of a Markdown page as Docusaurus gives them: an explicit `{#id}`, else the slug of the heading's text
 * with its inline Markdown (code, emphasis, links) read as text.
 */
export function headingIdsOf(markdown: string, slug: (text: string) => string): Set<string> {
  const ids = new Set<string>();
  const body = parsePage(markdown).body.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '');
  for (const [, text = ''] of body.matchAll(/^#{2,6}\s+(.*)$/gm)) {
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(text);
    if (explicit) {
      ids.add(explicit[1]!);
      continue;
    }
    const plain = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.*?)\1/g, '$2')
      .replace(/\\([{}<>])/g, '$1');
    ids.add(slug(plain.trim()));
  }
  return ids;
}
