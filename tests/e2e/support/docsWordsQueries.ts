// The first relevance suite: queries in the docs' own words (hook names, tasks, error messages, template names, API
// methods), each with the pages that answer it. Readers' own words are in the reader-question ledger
// (catalogue/reader-questions.json).

export interface DocsWordsQuery {
  query: string;
  /** The docs version searched (the modal opens on that version's start page). */
  version: 'v6' | 'v5' | 'v4' | 'v3';
  /** Routes that answer it; the query passes when one is among the first three pages on screen. */
  answers: readonly string[];
  source: string;
}

export const DOCS_WORDS_QUERIES: readonly DocsWordsQuery[] = [
  // Hook names, typed exactly and partly.
  { query: 'gfpdf_pdf_filename', version: 'v6', answers: ['/v6/developers/filters/gfpdf_pdf_filename'], source: 'docs words' },
  { query: 'gfpdf_pdf_filen', version: 'v6', answers: ['/v6/developers/filters/gfpdf_pdf_filename'], source: 'docs words' },
  { query: 'gfpdf_mpdf_class_config', version: 'v6', answers: ['/v6/developers/filters/gfpdf_mpdf_class_config'], source: 'docs words' },
  { query: 'gfpdf_mpdf_class_con', version: 'v6', answers: ['/v6/developers/filters/gfpdf_mpdf_class_config'], source: 'docs words' },
  { query: 'gfpdf_post_save_pdf', version: 'v6', answers: ['/v6/developers/actions/gfpdf_post_save_pdf'], source: 'docs words' },
  { query: 'gfpdf_post_save', version: 'v6', answers: ['/v6/developers/actions/gfpdf_post_save_pdf'], source: 'docs words' },
  { query: 'gfpdf_template_args', version: 'v6', answers: ['/v6/developers/filters/gfpdf_template_args'], source: 'docs words' },
  { query: 'gfpdf_field_value', version: 'v6', answers: ['/v6/developers/filters/gfpdf_field_value'], source: 'docs words' },
  { query: 'gfpdf_tmp_location', version: 'v6', answers: ['/v6/developers/filters/gfpdf_tmp_location'], source: 'docs words' },
  { query: 'gfpdf_invoice_number', version: 'v6', answers: ['/v6/templates/hooks/invoices/gfpdf-invoice-number'], source: 'docs words' },
  {
    query: 'gfpdf_previewer_auto_refresh',
    version: 'v6',
    answers: ['/v6/extensions/hooks/previewer/gfpdf_previewer_auto_refresh_delay'],
    source: 'docs words',
  },
  {
    query: 'gfpdf_wp_kses_allowed_html',
    version: 'v6',
    answers: ['/v6/developers/filters/gfpdf_wp_kses_allowed_html'],
    source: 'docs words',
  },
  // Tasks in plain words.
  {
    query: 'change the pdf file name',
    version: 'v6',
    answers: ['/v6/developers/filters/gfpdf_pdf_filename', '/v6/users/setup-pdf'],
    source: 'docs words',
  },
  { query: 'memory limit', version: 'v6', answers: ['/v6/users/increasing-memory-limit'], source: 'docs words' },
  {
    query: 'add a watermark',
    version: 'v6',
    answers: ['/v6/extensions/watermark-add-on', '/v6/developers/pdf-features/watermarks'],
    source: 'docs words',
  },
  { query: 'install fonts', version: 'v6', answers: ['/v6/users/custom-fonts'], source: 'docs words' },
  { query: 'download core fonts', version: 'v6', answers: ['/v6/users/core-pdf-fonts'], source: 'docs words' },
  { query: 'pdf download link', version: 'v6', answers: ['/v6/users/shortcodes-and-mergetags'], source: 'docs words' },
  {
    query: 'page break',
    version: 'v6',
    answers: ['/v6/users/adding-page-breaks', '/v6/developers/pdf-features/pagebreaks'],
    source: 'docs words',
  },
  { query: 'header and footer', version: 'v6', answers: ['/v6/developers/pdf-features/headers-and-footers'], source: 'docs words' },
  { query: 'barcode qr code', version: 'v6', answers: ['/v6/developers/pdf-features/barcodes'], source: 'docs words' },
  { query: 'background image', version: 'v6', answers: ['/v6/developers/pdf-features/backgrounds'], source: 'docs words' },
  { query: 'first custom template', version: 'v6', answers: ['/v6/developers/first-custom-pdf'], source: 'docs words' },
  { query: 'override template hierarchy', version: 'v6', answers: ['/v6/developers/template-hierarchy'], source: 'docs words' },
  { query: 'conditional shortcode', version: 'v6', answers: ['/v6/developers/mergetags-and-conditional-shortcodes'], source: 'docs words' },
  { query: 'where are pdfs stored', version: 'v6', answers: ['/v6/users/where-are-the-pdfs-stored-on-the-server'], source: 'docs words' },
  { query: 'uninstall gravity pdf', version: 'v6', answers: ['/v6/users/uninstall-gravitypdf'], source: 'docs words' },
  { query: 'upgrade to gravity pdf 6', version: 'v6', answers: ['/v6/users/v5-to-v6-migration'], source: 'docs words' },
  { query: 'background processing', version: 'v6', answers: ['/v6/users/background-processing'], source: 'docs words' },
  { query: 'hide form fields', version: 'v6', answers: ['/v6/users/hide-form-fields'], source: 'docs words' },
  { query: 'refund', version: 'v6', answers: ['/v6/account/refund'], source: 'docs words' },
  { query: 'activate licence key', version: 'v6', answers: ['/v6/account/license'], source: 'docs words' },
  { query: 'bulk download pdfs', version: 'v6', answers: ['/v6/extensions/bulk-generator-add-on'], source: 'docs words' },
  { query: 'system status', version: 'v6', answers: ['/v6/users/system-status'], source: 'docs words' },
  { query: 'form data array', version: 'v6', answers: ['/v6/developers/php-form-data-array'], source: 'docs words' },
  // Error messages.
  { query: 'allowed memory size exhausted', version: 'v6', answers: ['/v6/users/increasing-memory-limit'], source: 'docs words' },
  {
    query: 'cannot find ttf truetype font file',
    version: 'v6',
    answers: ['/v6/users/cannot-find-ttf-truetype-font-file'],
    source: 'docs words',
  },
  {
    query: 'No Gravity Form Entry ID passed',
    version: 'v6',
    answers: ['/v6/users/no-gravity-form-entry-id-passed-to-gravity-pdf'],
    source: 'docs words',
  },
  { query: '500 internal server error', version: 'v6', answers: ['/v6/users/500-internal-server-error'], source: 'docs words' },
  { query: 'white screen of death', version: 'v6', answers: ['/v6/users/white-screen-of-death'], source: 'docs words' },
  { query: 'critical error on this website', version: 'v6', answers: ['/v6/users/wordpress-critical-error-message'], source: 'docs words' },
  {
    query: 'weird characters instead of pdf',
    version: 'v6',
    answers: ['/v6/users/weird-characters-showing-instead-of-pdf'],
    source: 'docs words',
  },
  { query: 'called incorrectly notice', version: 'v6', answers: ['/v6/users/deprecation-notice'], source: 'docs words' },
  // Template names.
  { query: 'Invoice Aurora', version: 'v6', answers: ['/v6/templates/invoice-aurora'], source: 'docs words' },
  { query: 'Dakota certificate', version: 'v6', answers: ['/v6/templates/certificates/dakota'], source: 'docs words' },
  {
    query: 'business letter',
    version: 'v6',
    answers: ['/v6/templates/business-letter-1', '/v6/templates/business-letter-2'],
    source: 'docs words',
  },
  { query: 'Cellulose', version: 'v6', answers: ['/v6/templates/cellulose'], source: 'docs words' },
  // API methods.
  { query: 'add_pdf', version: 'v6', answers: ['/v6/developers/api/add_pdf'], source: 'docs words' },
  { query: 'create_pdf', version: 'v6', answers: ['/v6/developers/api/create_pdf'], source: 'docs words' },
  { query: 'get_form_pdfs', version: 'v6', answers: ['/v6/developers/api/get_form_pdfs'], source: 'docs words' },
  { query: 'update_plugin_option', version: 'v6', answers: ['/v6/developers/api/update_plugin_option'], source: 'docs words' },
  { query: 'GPDFAPI product_table', version: 'v6', answers: ['/v6/developers/api/product_table'], source: 'docs words' },
  // Readers of the archived versions.
  { query: 'gfpdf_pdf_filename', version: 'v5', answers: ['/v5/gfpdf_pdf_filename'], source: 'docs words' },
  { query: 'memory limit', version: 'v5', answers: ['/v5/user-increasing-memory-limit'], source: 'docs words' },
  { query: 'install core fonts', version: 'v5', answers: ['/v5/user-core-pdf-fonts'], source: 'docs words' },
  { query: 'add_pdf', version: 'v5', answers: ['/v5/api_add_pdf'], source: 'docs words' },
  { query: 'download link shortcode', version: 'v4', answers: ['/v4/user-shortcodes'], source: 'docs words' },
  { query: 'gfpdf_form_data', version: 'v4', answers: ['/v4/gfpdf_form_data'], source: 'docs words' },
  { query: 'upgrade from version 3', version: 'v4', answers: ['/v4/v3-to-v4-migration'], source: 'docs words' },
  { query: 'configuration folder', version: 'v3', answers: ['/v3/wheres-configuration-folder'], source: 'docs words' },
  { query: 'watermark', version: 'v3', answers: ['/v3/watermarks-pdf-template-example'], source: 'docs words' },
  { query: 'memory problems', version: 'v3', answers: ['/v3/memory-problems'], source: 'docs words' },
];
