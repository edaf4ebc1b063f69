// The drop-in must write a JavaScript literal that evaluates back to the same front matter, backslashes and quotes kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';

const stringifyObject = createRequire(import.meta.url)('../index.cjs') as (value: unknown) => string;
/** Reads the literal back as the page's module would. */
const evaluate = (source: string): unknown => runInThisContext(`(${source})`) as unknown;

test('namespaced PHP types keep their backslashes', () => {
  const frontMatter = { reference: { params: [{ type: 'GFPDF\\Helper\\Helper_PDF' }], signature: "apply_filters( 'x', \\GFPDF\\Model )" } };
  assert.deepEqual(evaluate(stringifyObject(frontMatter)), frontMatter);
});

test('quotes, line breaks, a backslash before a quote, lists, nulls and dates survive', () => {
  const frontMatter = { a: 'it\'s "quoted"\nnext', b: "ends with \\'", c: [1, true, null], d: new Date('2024-10-15T00:00:00Z') };
  const back = evaluate(stringifyObject(frontMatter)) as typeof frontMatter;
  assert.deepEqual({ ...back, d: back.d.toISOString() }, { ...frontMatter, d: '2024-10-15T00:00:00.000Z' });
});

test('undefined values are left out, as YAML never produces them', () => {
  assert.deepEqual(evaluate(stringifyObject({ a: undefined, b: 1 })), { b: 1 });
});
