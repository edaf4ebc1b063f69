// Replaces stringify-object for @docusaurus/mdx-loader, which writes each page's front matter into its JavaScript module
// with `export const frontMatter = ${stringifyObject(frontMatter)}`. stringify-object 3.3.0 escapes quotes and line
// breaks but not backslashes, so a namespaced PHP type (`GFPDF\Helper\Helper_PDF`) reached the page as
// `GFPDFHelperHelper_PDF`. JSON is valid JavaScript and escapes everything; the values front matter can hold are
// YAML's (strings, numbers, booleans, null, lists, maps, dates) plus what our parseFrontMatter adds (plain data).
'use strict';

function literal(value) {
  if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'undefined' : literal(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${literal(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value);
}

module.exports = function stringifyObject(value) {
  return literal(value);
};
module.exports.default = module.exports;
