// The kinds of page the quality budgets are measured on, each with one real route: the accessibility, keyboard and
// no-external-request tests and the benchmark all visit these.
export interface PageKind {
  readonly kind: string;
  readonly path: string;
  /** The status the server answers with. */
  readonly status: 200 | 404;
}

export const PAGE_KINDS: readonly PageKind[] = [
  { kind: 'landing', path: '/', status: 200 },
  { kind: 'v6 guide', path: '/v6/users/five-minute-install', status: 200 },
  { kind: 'v6 hook', path: '/v6/developers/filters/gfpdf_pdf_filename', status: 200 },
  { kind: 'v6 API', path: '/v6/developers/api/add_pdf', status: 200 },
  { kind: 'v6 hook index', path: '/v6/developers/hooks', status: 200 },
  { kind: 'v6 hook changes', path: '/v6/developers/changes-from-v5', status: 200 },
  { kind: 'v6 template', path: '/v6/templates/invoice-aurora', status: 200 },
  { kind: 'v4 guide', path: '/v4/five-minute-install', status: 200 },
  { kind: 'release notes', path: '/release-notes/gravity-pdf-6-12', status: 200 },
  { kind: 'not found', path: '/v6/this-page-does-not-exist', status: 404 },
];
