// The rules every content page must follow; each problem names the fix. Pure: the caller reads files and runs `php -l`.
import type { CataloguePage } from '../../src/lib/catalogue';
import type { ParsedPage } from '../../src/lib/frontMatter';
import { effectiveTitle, writtenCatalogueKeys } from '../../src/lib/catalogueFrontMatter';

export interface Problem {
  rule: string;
  message: string;
}

export interface CodeBlock {
  language: string;
  code: string;
  line: number;
}

// The front matter parser lives in src/lib/frontMatter.ts (one for every reader); re-exported for the check's callers.
export { parsePage, type ParsedPage } from '../../src/lib/frontMatter';

/** Fenced code blocks (``` or ~~~), with the language an unlabelled block defaults to: PHP. */
export function codeBlocks(body: string, bodyStartLine = 1): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = body.split('\n');
  let open: { fence: string; language: string; line: number; code: string[] } | null = null;
  lines.forEach((line, index) => {
    if (open) {
      if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
        blocks.push({ language: open.language, code: open.code.join('\n'), line: open.line });
        open = null;
      } else {
        open.code.push(line);
      }
      return;
    }
    const start = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (start) {
      open = { fence: start[1] ?? '```', language: (start[2] || 'php').toLowerCase(), line: bodyStartLine + index, code: [] };
    }
  });
  return blocks;
}

/** The body without fenced code, for heading and prose rules. */
export function proseOf(body: string): string {
  return body.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '');
}

export function headingLevels(body: string): { level: number; text: string }[] {
  return proseOf(body)
    .split('\n')
    .map((line) => /^(#{1,6})\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ level: match[1]!.length, text: match[2]!.trim() }));
}

/** Words a reader reads: code, front matter, markup and link targets left out. */
export function proseWordCount(body: string): number {
  const text = proseOf(body)
    .replace(/`[^`]*`/g, ' x ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^:::.*$/gm, ' ');
  return (text.match(/[A-Za-z0-9][\w'’-]*/g) ?? []).length;
}

const MIN_PROSE_WORDS = 120;

/** A description is one plain sentence search engines show whole: the one rule for front matter and built pages. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** Source to give `php -l`: fragments get an opening tag; blocks that start in HTML (templates) are linted as written. */
export function phpLintSource(code: string): string {
  const trimmed = code.trimStart();
  if (trimmed.startsWith('<?php') || trimmed.startsWith('<?=')) return code;
  if (/<\?php|<\?=/.test(code)) return code;
  return `<?php\n${code}\n`;
}

export const PHP_LANGUAGES = new Set(['php']);

function frontString(frontMatter: Record<string, unknown>, key: string): string | undefined {
  const value = frontMatter[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Every rule but PHP linting (which needs a process), for one page and its catalogue entry (undefined: not in the catalogue). */
export function checkPage(page: ParsedPage, entry: CataloguePage | undefined, route: string): Problem[] {
  const problems: Problem[] = [];
  const add = (rule: string, message: string) => problems.push({ rule, message });
  const { frontMatter, body } = page;

  if (!entry) {
    add(
      'catalogue',
      `route ${route} is not in catalogue/routes.json: rename the file to a catalogue route (see CONTRIBUTING.md) or add the route to the catalogue first`,
    );
  }
  for (const key of ['slug', 'id']) {
    if (key in frontMatter) add('front-matter', `remove \`${key}:\` from the front matter: the file path is the route`);
  }

  // The catalogue gives the title and sidebar label at build time (src/lib/catalogueFrontMatter.ts); the front matter
  // writes them only for a page whose catalogue value is null.
  for (const problem of writtenCatalogueKeys(frontMatter, entry)) {
    add(problem.key === 'title' ? 'title' : 'sidebar-label', problem.message);
  }
  if (!effectiveTitle(frontMatter, entry)) {
    add('title', 'add `title:` to the front matter: the catalogue has no title for this page');
  }

  // Front matter is shown as text (meta description, the reference summary's descriptions): a Markdown link there
  // reaches the reader as brackets and a file name.
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  for (const link of strings(frontMatter).flatMap((text) => [...text.matchAll(/\[([^\]]+)\]\([^)]+\)/g)])) {
    add('front-matter', `front matter shows "${link[0]}" as text: write the name in \`code\` instead and link it from the page's prose`);
  }

  const description = frontString(frontMatter, 'description');
  if (!description) {
    add(
      'description',
      `add \`description:\` to the front matter: one plain sentence of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters`,
    );
  } else if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    add(
      'description',
      `the description has ${description.length} characters: write one sentence of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}`,
    );
  }

  const headings = headingLevels(body);
  let previous = 1;
  for (const heading of headings) {
    if (heading.level === 1) {
      add(
        'headings',
        `remove the "# ${heading.text}" heading: the page's title comes from the catalogue (or, where it has none, the front matter); sections start at ##`,
      );
    } else if (heading.level > previous + 1) {
      add(
        'headings',
        `"${'#'.repeat(heading.level)} ${heading.text}" skips a level: make it ${'#'.repeat(previous + 1)} or add the missing level above it`,
      );
    }
    previous = heading.level;
  }
  if (!headings.some((heading) => heading.level === 2)) {
    add('headings', 'add at least one `##` section');
  }

  const words = proseWordCount(body);
  if (words < MIN_PROSE_WORDS) {
    add('prose', `the page has ${words} words of prose: a page needs at least ${MIN_PROSE_WORDS} that teach the task`);
  }

  const remoteImage = /!\[[^\]]*\]\(\s*(https?:)?\/\/[^)]+\)|<img[^>]+src=["'](https?:)?\/\//gi;
  for (const match of proseOf(body).matchAll(remoteImage)) {
    add(
      'images',
      `image from another host (${match[0].slice(0, 80)}): draw it or save it in the repository (static/img/) and link it from there`,
    );
  }

  // The facts give everything else (src/plugins/reference); here only that the block is there to be resolved.
  const hookKind = entry?.kind === 'filter' || entry?.kind === 'action' ? entry.kind : undefined;
  const hook = frontMatter.hook as Record<string, unknown> | undefined;
  if (hookKind && (!hook || typeof hook !== 'object' || typeof hook.name !== 'string')) {
    add('hook', 'add the `hook:` front matter with the hook `name` as fired (and `params`, `returns`): see CONTRIBUTING.md');
  }
  // Method pages (their label ends in `()`), not the API overview page.
  const api = frontMatter.api as Record<string, unknown> | undefined;
  if (entry?.kind === 'api' && entry.sidebar_label?.endsWith('()') && (!api || typeof api !== 'object' || typeof api.name !== 'string')) {
    add('api', 'add the `api:` front matter with the method `name` (and `params`, `returns`): see CONTRIBUTING.md');
  }
  return problems;
}
