// The relevance suite: what readers type, and the page of their version (v6 unless a case names another) that must be
// among the first three pages of results.
// A second suite asks real readers' questions in their own words (support/readerQuestions.ts, each citing its source).
// Each prints the share found at rank 1 and the queries with no results. Queries go through the results page, so the
// whole search path is measured.
import { expect, test, type Page } from '@playwright/test';
import { findVersion, LATEST_VERSION, type DocVersion } from '../../src/data/versions';
import { READER_QUESTIONS } from './support/readerQuestions';

interface RelevanceCase {
  query: string;
  /** The page that answers it (path without the version); a second entry where two pages answer equally well. */
  expected: string[];
  /** The version searched (the results page's version filter); the latest when absent. */
  version?: 'v5' | 'v4' | 'v3';
}

const CASES: RelevanceCase[] = [
  // Hook names, typed exactly and partly.
  { query: 'gfpdf_pdf_filename', expected: ['developers/filters/gfpdf_pdf_filename'] },
  { query: 'gfpdf_pdf_filen', expected: ['developers/filters/gfpdf_pdf_filename'] },
  { query: 'gfpdf_mpdf_class_config', expected: ['developers/filters/gfpdf_mpdf_class_config'] },
  { query: 'gfpdf_mpdf_class_con', expected: ['developers/filters/gfpdf_mpdf_class_config'] },
  { query: 'gfpdf_post_save_pdf', expected: ['developers/actions/gfpdf_post_save_pdf'] },
  { query: 'gfpdf_post_save', expected: ['developers/actions/gfpdf_post_save_pdf'] },
  { query: 'gfpdf_template_args', expected: ['developers/filters/gfpdf_template_args'] },
  { query: 'gfpdf_field_value', expected: ['developers/filters/gfpdf_field_value'] },
  { query: 'gfpdf_tmp_location', expected: ['developers/filters/gfpdf_tmp_location'] },
  { query: 'gfpdf_invoice_number', expected: ['templates/hooks/invoices/gfpdf-invoice-number'] },
  { query: 'gfpdf_previewer_auto_refresh', expected: ['extensions/hooks/previewer/gfpdf_previewer_auto_refresh_delay'] },
  { query: 'gfpdf_wp_kses_allowed_html', expected: ['developers/filters/gfpdf_wp_kses_allowed_html'] },
  // Tasks in plain words.
  { query: 'change the pdf file name', expected: ['developers/filters/gfpdf_pdf_filename', 'users/setup-pdf'] },
  { query: 'memory limit', expected: ['users/increasing-memory-limit'] },
  { query: 'add a watermark', expected: ['extensions/watermark-add-on', 'developers/pdf-features/watermarks'] },
  { query: 'install fonts', expected: ['users/custom-fonts'] },
  { query: 'download core fonts', expected: ['users/core-pdf-fonts'] },
  { query: 'pdf download link', expected: ['users/shortcodes-and-mergetags'] },
  { query: 'page break', expected: ['users/adding-page-breaks', 'developers/pdf-features/pagebreaks'] },
  { query: 'header and footer', expected: ['developers/pdf-features/headers-and-footers'] },
  { query: 'barcode qr code', expected: ['developers/pdf-features/barcodes'] },
  { query: 'background image', expected: ['developers/pdf-features/backgrounds'] },
  { query: 'first custom template', expected: ['developers/first-custom-pdf'] },
  { query: 'override template hierarchy', expected: ['developers/template-hierarchy'] },
  { query: 'conditional shortcode', expected: ['developers/mergetags-and-conditional-shortcodes'] },
  { query: 'where are pdfs stored', expected: ['users/where-are-the-pdfs-stored-on-the-server'] },
  { query: 'uninstall gravity pdf', expected: ['users/uninstall-gravitypdf'] },
  { query: 'upgrade to gravity pdf 6', expected: ['users/v5-to-v6-migration'] },
  { query: 'background processing', expected: ['users/background-processing'] },
  { query: 'hide form fields', expected: ['users/hide-form-fields'] },
  { query: 'refund', expected: ['account/refund'] },
  { query: 'activate licence key', expected: ['account/license'] },
  { query: 'bulk download pdfs', expected: ['extensions/bulk-generator-add-on'] },
  { query: 'system status', expected: ['users/system-status'] },
  { query: 'form data array', expected: ['developers/php-form-data-array'] },
  // Error messages.
  { query: 'allowed memory size exhausted', expected: ['users/increasing-memory-limit'] },
  { query: 'cannot find ttf truetype font file', expected: ['users/cannot-find-ttf-truetype-font-file'] },
  { query: 'No Gravity Form Entry ID passed', expected: ['users/no-gravity-form-entry-id-passed-to-gravity-pdf'] },
  { query: '500 internal server error', expected: ['users/500-internal-server-error'] },
  { query: 'white screen of death', expected: ['users/white-screen-of-death'] },
  { query: 'critical error on this website', expected: ['users/wordpress-critical-error-message'] },
  { query: 'weird characters instead of pdf', expected: ['users/weird-characters-showing-instead-of-pdf'] },
  { query: 'called incorrectly notice', expected: ['users/deprecation-notice'] },
  // Template names.
  { query: 'Invoice Aurora', expected: ['templates/invoice-aurora'] },
  { query: 'Dakota certificate', expected: ['templates/certificates/dakota'] },
  { query: 'business letter', expected: ['templates/business-letter-1', 'templates/business-letter-2'] },
  { query: 'Cellulose', expected: ['templates/cellulose'] },
  // API methods.
  { query: 'add_pdf', expected: ['developers/api/add_pdf'] },
  { query: 'create_pdf', expected: ['developers/api/create_pdf'] },
  { query: 'get_form_pdfs', expected: ['developers/api/get_form_pdfs'] },
  { query: 'update_plugin_option', expected: ['developers/api/update_plugin_option'] },
  { query: 'GPDFAPI product_table', expected: ['developers/api/product_table'] },
  // Readers of the archived versions.
  { query: 'gfpdf_pdf_filename', expected: ['gfpdf_pdf_filename'], version: 'v5' },
  { query: 'memory limit', expected: ['user-increasing-memory-limit'], version: 'v5' },
  { query: 'install core fonts', expected: ['user-core-pdf-fonts'], version: 'v5' },
  { query: 'add_pdf', expected: ['api_add_pdf'], version: 'v5' },
  { query: 'download link shortcode', expected: ['user-shortcodes'], version: 'v4' },
  { query: 'gfpdf_form_data', expected: ['gfpdf_form_data'], version: 'v4' },
  { query: 'upgrade from version 3', expected: ['v3-to-v4-migration'], version: 'v4' },
  { query: 'configuration folder', expected: ['wheres-configuration-folder'], version: 'v3' },
  { query: 'watermark', expected: ['watermarks-pdf-template-example'], version: 'v3' },
  { query: 'memory problems', expected: ['memory-problems'], version: 'v3' },
];

/** The first three distinct pages the results page lists for a query in a version, or none. */
async function topPages(page: Page, query: string, version: DocVersion): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}&version=${version.name}`);
  const outcome = page.getByTestId('search-results').or(page.getByRole('status').filter({ hasText: 'No results' }));
  await expect(outcome.first()).toBeVisible({ timeout: 10_000 });
  const pageLinks = await page
    .getByTestId('search-results')
    .locator('li:not([class*="section"]) > a')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]!));
  return [...new Set(pageLinks)].slice(0, 3);
}

interface Ranked {
  query: string;
  rank: number | null;
  top: string[];
}

function report(title: string, ranks: readonly Ranked[]): Ranked[] {
  const atRankOne = ranks.filter((entry) => entry.rank === 1).length;
  const missed = ranks.filter((entry) => entry.rank === null);
  const empty = ranks.filter((entry) => entry.top.length === 0).length;
  console.log(
    `${title}: ${atRankOne}/${ranks.length} (${Math.round((100 * atRankOne) / ranks.length)}%) at rank 1, ` +
      `${ranks.length - missed.length}/${ranks.length} (${Math.round((100 * (ranks.length - missed.length)) / ranks.length)}%) in the top 3, ` +
      `${empty} with no results.`,
  );
  for (const entry of missed) console.log(`  missed "${entry.query}": top 3 were ${entry.top.join(', ') || 'nothing'}`);
  return missed;
}

test('readers’ queries find their page in the top 3 of the version', async ({ page }) => {
  test.setTimeout(CASES.length * 10_000);
  const ranks: Ranked[] = [];
  for (const { query, expected, version: versionName } of CASES) {
    const version = versionName ? findVersion(versionName)! : LATEST_VERSION;
    const top = await topPages(page, query, version);
    const wanted = expected.map((path) => `${version.path}/${path}`);
    const index = top.findIndex((path) => wanted.includes(path));
    ranks.push({ query: versionName ? `${versionName}: ${query}` : query, rank: index === -1 ? null : index + 1, top });
  }
  const missed = report('Search relevance (docs words)', ranks);
  expect(missed.map((entry) => entry.query)).toEqual([]);
});

test('real readers’ questions, in their words, find a page that answers in the top 3 (at least 90%)', async ({ page }) => {
  test.setTimeout(READER_QUESTIONS.length * 10_000);
  const ranks: Ranked[] = [];
  for (const { query, version: versionName, answers } of READER_QUESTIONS) {
    const top = await topPages(page, query, findVersion(versionName)!);
    const index = top.findIndex((path) => answers.includes(path));
    ranks.push({ query: `${versionName}: ${query}`, rank: index === -1 ? null : index + 1, top });
  }
  const missed = report('Search relevance (readers’ questions)', ranks);
  expect((ranks.length - missed.length) / ranks.length).toBeGreaterThanOrEqual(0.9);
});
