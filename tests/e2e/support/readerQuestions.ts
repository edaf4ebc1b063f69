// Real questions readers asked in public, typed as they would type them into the search box, with the pages that answer them.
// Each entry's comment cites where it was asked. Questions that no page answers are in UNANSWERED_READER_QUESTIONS: they
// are content gaps, not search failures.
//
// Every source is a public GitHub issue or pull request that appeared in a search of the stored issue corpus. Comments say
// who asked: "user" means a site owner or developer outside the Gravity PDF team; "maintainer" or "QA" means a Gravity PDF team
// member who filed the problem, in most cases relaying customer reports (the issue says so where it does). Questions asked in
// the v4/v5 era but still true of v6, such as how-to and feature questions, run in v6 and say when they were asked.
export interface ReaderQuestion {
  /** What the reader would type, in their own words. */
  query: string;
  /** The docs version the reader uses: the search runs in that version. */
  version: 'v6' | 'v5' | 'v4' | 'v3';
  /** Routes that answer the question; a search passes when one of them is in its first three pages. */
  answers: readonly string[];
  /** Where it was asked. */
  source: string;
}

export const READER_QUESTIONS: readonly ReaderQuestion[] = [
  // --- Third-party fields, add-ons and other plugins ---

  // User: the Gravity Wiz Terms of Service field prints only its first checkbox in the PDF.
  {
    query: 'terms of service only one checkbox',
    version: 'v6',
    answers: ['/v6/developers/third-party-field-values', '/v6/developers/filters/gfpdf_pdf_field_content'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1598',
  },
  // User (2017): Repeater add-on content prints as "a:2:i:24;a:1:i:25;..." instead of the values.
  {
    query: 'repeater shows a:2:i:24 in pdf',
    version: 'v6',
    answers: ['/v6/developers/third-party-field-values'],
    source: 'https://github.com/kodie/gravityforms-repeater/issues/85',
  },
  // User: another plugin's notification attachments stop being sent once Gravity PDF is active.
  {
    query: 'attachments not sending gravity pdf addon',
    version: 'v6',
    answers: ['/v6/users/notification-attachments-missing'],
    source: 'https://github.com/codearachnid/gf-notification-attachment/issues/5',
  },
  // Gravity Wiz support ticket: attach the PDFs of Nested Forms child entries to the parent entry's notification.
  {
    query: 'child entry pdfs parent notification',
    version: 'v6',
    answers: ['/v6/users/nested-forms-child-entry-pdfs'],
    source: 'https://github.com/gravitywiz/snippet-library/pull/811',
  },
  // Maintainer, from user reports (2016): with the Restricted Site Access plugin active, users cannot view PDFs.
  {
    query: 'restricted site access cannot view pdfs',
    version: 'v6',
    answers: ['/v6/users/login-wall-blocks-pdf-links'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/432',
  },
  // Maintainer; a user adds "I'm also getting an error for Noto Sans": the font uploads but never installs.
  {
    query: 'cannot upload font great vibes',
    version: 'v6',
    answers: ['/v6/users/font-not-installing'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1304',
  },
  // User: "I see some <br /> tags into the pdf" at the end of each line of a text value.
  {
    query: '<br> tags in pdf',
    version: 'v6',
    answers: ['/v6/users/html-tags-showing-as-text'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/712',
  },
  // Maintainer, tagged for customer tickets: a merge tag in the Background Image setting is stripped instead of replaced.
  {
    query: 'merge tag background image',
    version: 'v6',
    answers: ['/v6/users/dynamic-background-image'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1406',
  },
  // User (2016): can the emailed PDF contain an "accept quotation" button that links somewhere?
  {
    query: 'accept quotation button in pdf',
    version: 'v6',
    answers: ['/v6/users/links-in-pdfs'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/504',
  },
  // Same user, first half of the question: send the PDF by email to one or more people after the form is submitted.
  {
    query: 'email pdf more than one person',
    version: 'v6',
    answers: ['/v6/users/setup-pdf', '/v6/users/five-minute-install'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/504',
  },
  // Maintainer: users want the checkbox/radio value, not the label, in the PDF (answered by Core Booster).
  // gfpdf_show_field_value answers it in the free plugin: return true and Checkbox, Multi Select, Radio and Drop Down
  // fields print the choice's value instead of its label (Field_Checkbox.php and siblings at 6.12.1).
  {
    query: 'show field value instead of label',
    version: 'v6',
    answers: ['/v6/extensions/core-booster-add-on', '/v6/developers/filters/gfpdf_show_field_value'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/143',
  },
  // Maintainer/QA: an unticked Consent field still prints in the PDF.
  {
    query: 'consent field showing when not checked',
    version: 'v6',
    answers: ['/v6/developers/filters/gfpdf_hide_consent_field_if_empty'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1450',
  },
  // Maintainer, from user reports: images missing from PDFs with cURL errors after an update.
  {
    query: 'image curl error pdf',
    version: 'v6',
    answers: ['/v6/users/image-errors'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1440',
  },
  // User (2018): select entries in a bulk action and download all their PDFs, ideally as a zip.
  {
    query: 'bulk download pdfs zip file',
    version: 'v6',
    answers: ['/v6/extensions/bulk-generator-add-on'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/797',
  },
  // User on 6.14: the form has columns but every field is on its own line in the PDF.
  {
    query: 'pdf columns not working',
    version: 'v6',
    answers: ['/v6/users/why-arent-columns-showing-in-pdf', '/v6/users/columns'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1639',
  },
  // Maintainer, from a customer site: mPDF's "Temporary files directory ... is not writable", emails sent without the PDF.
  {
    query: 'temporary files directory is not writable',
    version: 'v6',
    answers: ['/v6/users/system-status', '/v6/developers/filters/gfpdf_mpdf_tmp_location'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/1732',
  },
  // Maintainer: include the PDF links when entries are exported.
  {
    query: 'export pdf links with entries',
    version: 'v6',
    answers: ['/v6/users/include-pdfs-in-entry-export'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/961',
  },
  // Maintainer (2015): large images make huge headers and footers.
  {
    query: 'header image too large',
    version: 'v6',
    answers: ['/v6/users/adjust-size-of-header-footer-images'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/167',
  },
  // Maintainer, a user adds "Would love to see this happen": PDF URLs in the new Zapier workflow.
  {
    query: 'zapier pdf urls',
    version: 'v6',
    answers: ['/v6/users/zapier-support'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1287',
  },
  // Maintainer: put the PDF URL in a Webhooks feed that sends "All Fields".
  {
    query: 'pdf url webhook all fields',
    version: 'v6',
    answers: ['/v6/users/webhooks-support'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1066',
  },
  // Maintainer: a premium licence that has expired cannot be deactivated.
  {
    query: 'cannot deactivate expired license',
    version: 'v6',
    answers: ['/v6/extensions/installing-upgrading-extensions'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/835',
  },
  // Maintainer: "a lot of support tickets" about templates that fail to install because of how the zip was made.
  {
    query: 'template zip contains folder',
    version: 'v6',
    answers: ['/v6/developers/install-template-via-template-manager'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1336',
  },
  // Maintainer: [gravitypdf] in a Redirect confirmation gives "You must specify a valid Redirect URL."
  {
    query: 'specify a valid redirect url',
    version: 'v6',
    answers: ['/v6/users/shortcodes-and-mergetags'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1143',
  },
  // Maintainer: generate PDFs after submission so form submissions are not slow.
  {
    query: 'slow form submission pdf',
    version: 'v6',
    answers: ['/v6/users/background-processing', '/v6/users/white-screen-of-death'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/710',
  },
  // Maintainer: PDF view/download links on the Gravity Flow inbox.
  {
    query: 'pdf links gravity flow inbox',
    version: 'v6',
    answers: ['/v6/users/gravity-flow-support'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1253',
  },
  // Maintainer: attach more than one PDF to a Gravity Flow notification.
  {
    query: 'multiple pdfs gravity flow notification',
    version: 'v6',
    answers: ['/v6/users/gravity-flow-support'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/685',
  },
  // Maintainer: workflow notifications attached the PDF even when its conditional logic failed.
  {
    query: 'gravity flow pdf conditional logic',
    version: 'v6',
    answers: ['/v6/users/gravity-flow-support'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1307',
  },
  // Maintainer: a PDF download link in a Gravity Wiz Entry Blocks column.
  {
    query: 'gravitypdf shortcode entry blocks',
    version: 'v6',
    answers: ['/v6/users/entry-block-perk-support'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1325',
  },
  // Maintainer: Gravity Forms 2.9's new Multiple Choice and Image Choice fields in PDFs.
  {
    query: 'gravity forms 2.9 multiple choice',
    version: 'v6',
    answers: ['/v6/users/gravity-forms-compatibility'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1564',
  },
  // Maintainer: support the Legal Signing plugin's signature field in PDFs.
  {
    query: 'legal signing signature field pdf',
    version: 'v6',
    answers: ['/v6/users/gravity-forms-compatibility'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1513',
  },
  // Maintainer: support for the Digital Signature for Gravity Forms plugin in PDFs.
  {
    query: 'digital signature for gravity forms',
    version: 'v6',
    answers: ['/v6/users/gravity-forms-compatibility'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/1578',
  },
  // Maintainer, from a customer site: the Weglot language switcher corrupts PDFs.
  {
    query: 'weglot corrupts pdf',
    version: 'v6',
    answers: ['/v6/users/weird-characters-showing-instead-of-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/1505',
  },
  // Maintainer: PDF Background Processing and Gravity Forms' asynchronous notifications together.
  {
    query: 'async notifications background processing',
    version: 'v6',
    answers: ['/v6/users/background-processing'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1444',
  },

  // --- Layout, templates and design ---

  // Maintainer (2017): give users a way to force a page break in the PDF.
  {
    query: 'force page break pdf',
    version: 'v6',
    answers: ['/v6/users/adding-page-breaks'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/608',
  },
  // Maintainer: page-break-before / page-break-after CSS in user HTML is stripped.
  {
    query: 'page-break-after not working',
    version: 'v6',
    answers: ['/v6/users/adding-page-breaks'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/784',
  },
  // Maintainer: merge tags are not converted in the header and footer.
  {
    query: 'merge tags not converted header',
    version: 'v6',
    answers: ['/v6/users/setup-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/171',
  },
  // Maintainer: Page Break titles still print with the "exclude" class.
  {
    query: 'page title exclude class',
    version: 'v6',
    answers: ['/v6/users/hide-form-fields'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1463',
  },
  // User (2016): does the PDF support HTML5 and CSS3 (a Material Design template)?
  {
    query: 'html5 css3 support',
    version: 'v6',
    answers: ['/v6/developers/pdf-features/supported-html-and-css'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/486',
  },
  // Maintainer: installing a template zip silently overwrites the existing template files.
  {
    query: 'installing template overrides existing',
    version: 'v6',
    answers: ['/v6/developers/install-template-via-template-manager'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/578',
  },
  // Maintainer: the template upload is limited to 10MB.
  {
    query: 'template upload limit 10mb',
    version: 'v6',
    answers: ['/v6/developers/install-template-via-template-manager'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/583',
  },
  // Maintainer: users without the right capability were offered the template upload and it failed.
  {
    query: 'cannot upload template permission',
    version: 'v6',
    answers: ['/v6/users/pdf-template-manager', '/v6/developers/install-template-via-template-manager'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1039',
  },
  // Maintainer: the "out of date templates" notice needs a page that explains the fix.
  {
    query: 'out of date templates notice',
    version: 'v6',
    answers: ['/v6/users/system-status', '/v6/users/why-arent-columns-showing-in-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1282',
  },
  // Maintainer: File Upload fields should link to the secure download address in the PDF.
  {
    query: 'file upload secure link pdf',
    version: 'v6',
    answers: ['/v6/users/displaying-uploaded-images'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/1471',
  },

  // --- Links, shortcodes, merge tags and viewing ---

  // Maintainer, resolving a request: a merge tag that gives just the PDF URL.
  {
    query: 'merge tag pdf url',
    version: 'v6',
    answers: ['/v6/users/shortcodes-and-mergetags'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/531',
  },
  // Maintainer: signed URLs for the PDF merge tags.
  {
    query: 'signed url merge tag',
    version: 'v6',
    answers: ['/v6/users/shortcodes-and-mergetags'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/856',
  },
  // Maintainer: :download and :print modifiers for PDF merge tags.
  {
    query: 'pdf merge tag download print',
    version: 'v6',
    answers: ['/v6/users/shortcodes-and-mergetags'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/1089',
  },
  // Maintainer (4.0 RC): the default shortcode in a notification gives "No Gravity Form entry ID passed to Gravity PDF".
  {
    query: 'no gravity form entry id passed',
    version: 'v6',
    answers: ['/v6/users/no-gravity-form-entry-id-passed-to-gravity-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/10',
  },
  // Maintainer, from user reports (2016): viewing a PDF does not work on mobile, downloading does.
  {
    query: 'view pdf not working on mobile',
    version: 'v6',
    answers: ['/v6/users/supported-pdf-viewers'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/235',
  },
  // Maintainer (2015): the entries list says "View PDF" even when the PDFs download.
  // Viewing PDFs answers it too: its "From the entries list" table gives the link's text and action for each Entry View
  // value and says where to change the setting.
  {
    query: 'entry list download instead of view',
    version: 'v6',
    answers: ['/v6/users/global-settings', '/v6/users/viewing-pdfs'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/24',
  },

  // --- Security and access ---

  // Maintainer (4.0): site owners want one PDF open to the public.
  {
    query: 'public access pdf',
    version: 'v6',
    answers: ['/v6/users/setup-pdf', '/v6/users/pdf-security'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/19',
  },
  // Maintainer (4.0): control per PDF whether the entry owner can open it.
  {
    query: 'owner access per pdf',
    version: 'v6',
    answers: ['/v6/users/setup-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/18',
  },

  // --- Installation, fonts, requirements and updates ---

  // Maintainer: the "Install Core Fonts" button in the admin notice.
  {
    query: 'install core fonts button',
    version: 'v6',
    answers: ['/v6/users/core-pdf-fonts'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/1374',
  },
  // Maintainer, for people still on older Gravity Forms: 6.1.1 fatal error with Gravity Forms below 2.6.
  {
    query: 'fatal error older gravity forms',
    version: 'v6',
    answers: ['/v6/users/gravity-forms-compatibility', '/v6/users/activation-errors'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1470',
  },
  // Maintainer: raise the minimum PHP, Gravity Forms and WordPress versions.
  {
    query: 'minimum php version',
    version: 'v6',
    answers: ['/v6/users/installation', '/v6/users/activation-errors'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1076',
  },
  // Maintainer: sites still on v3 must move to v4/v5 before v6.
  {
    query: 'upgrade from v3 to v6',
    version: 'v6',
    answers: ['/v6/users/v5-to-v6-migration'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1097',
  },

  // --- Developers ---

  // User (asked on v5): get notified when a PDF is generated, to send it to a REST API.
  {
    query: 'notify when pdf generated',
    version: 'v6',
    answers: ['/v6/developers/actions/gfpdf_post_save_pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/885',
  },
  // Maintainer (2015): generate a PDF and save it to disk through the API.
  {
    query: 'save pdf to disk api',
    version: 'v6',
    answers: ['/v6/developers/api/create_pdf', '/v6/users/where-are-the-pdfs-stored-on-the-server'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/44',
  },
  // Maintainer: get information about one entry's PDFs from PHP.
  {
    query: 'get entry pdfs api',
    version: 'v6',
    answers: ['/v6/developers/api/get_entry_pdfs'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1092',
  },
  // Maintainer: let a template change the mPDF configuration.
  {
    query: 'modify mpdf configuration template',
    version: 'v6',
    answers: ['/v6/developers/filters/gfpdf_mpdf_class_config'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1289',
  },

  // --- Asked about Gravity PDF 5 ---

  // User (2020): don't attach the PDF, send the shortcode link instead.
  {
    query: 'avoid attaching pdf use link',
    version: 'v5',
    answers: ['/v5/user-setup-pdf', '/v5/user-shortcodes'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/1075',
  },
  // User (2019): "Cannot find TTF TrueType font file DejaVuSerifCondensed.ttf" (solved by installing the core fonts).
  {
    query: 'cannot find ttf truetype font file',
    version: 'v5',
    answers: ['/v5/cannot-find-ttf-truetype-font-file', '/v5/user-core-pdf-fonts'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/933',
  },
  // Maintainer, resolving a report: SiteGround Optimizer's Minify HTML breaks downloaded PDFs.
  {
    query: 'siteground optimizer minify pdf error',
    version: 'v5',
    answers: ['/v5/user-weird-characters-showing-instead-of-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/pull/897',
  },

  // --- Asked about Gravity PDF 4 ---

  // User: v3 had pdf_master_password; where is the master password in v4?
  {
    query: 'pdf master password v4',
    version: 'v4',
    answers: ['/v4/gfpdf_enable_master_password_field'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/357',
  },
  // User: "There was a problem generating your PDF" when downloading in Firefox.
  {
    query: 'problem generating your pdf firefox',
    version: 'v4',
    answers: ['/v4/user-500-internal-server-error'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/435',
  },
  // User via GravityView: the Gravity PDF shortcode in a Custom Content field stopped working.
  {
    query: 'gravitypdf shortcode custom content gravityview',
    version: 'v4',
    answers: ['/v4/gravityview-support'],
    source: 'https://github.com/GravityKit/GravityView/issues/1012',
  },
  // User on multisite: no configuration.php to edit, wants landscape PDFs.
  {
    query: 'no configuration.php file landscape',
    version: 'v4',
    answers: ['/v4/v3-to-v4-migration', '/v4/user-setup-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/576',
  },
  // Maintainer, from a user report: the PDF's text is output to the browser instead of the PDF file.
  {
    query: 'pdf text output to browser',
    version: 'v4',
    answers: ['/v4/user-weird-characters-showing-instead-of-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/607',
  },
  // User confirms on 4.0.4: PDFs fail with the WP External Links plugin active.
  {
    query: 'wp external links conflict',
    version: 'v4',
    answers: ['/v4/user-weird-characters-showing-instead-of-pdf'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/386',
  },
  // User: how to exclude a field (Gravity Wiz Unique ID) that has no CSS class setting.
  {
    query: 'exclude element without css',
    version: 'v4',
    answers: ['/v4/user-hide-form-fields'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/618',
  },
  // User: will Gravity Forms 2.0 be supported?
  {
    query: 'gravity forms 2.0 supported',
    version: 'v4',
    answers: ['/v4/user-gravity-forms-compatibility'],
    source: 'https://github.com/GravityPDF/gravity-pdf/issues/487',
  },
];

export const UNANSWERED_READER_QUESTIONS: readonly Omit<ReaderQuestion, 'answers'>[] = [
  // User: the A5 paper size shows the same dimensions as A4 (210mm x 297mm).
  { query: 'a5 paper size shows a4', version: 'v5', source: 'https://github.com/GravityPDF/gravity-pdf/issues/811' },
  // QA: a filename built from merge tags comes out blank when the fields are empty; the maintainer asks for docs.
  { query: 'pdf filename blank merge tag', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1197' },
  // Maintainer: Bespoke customers install a template before the Developer Toolkit plugin is active.
  { query: 'template needs developer toolkit', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1601' },
  // Maintainer: the Nested Forms {Parent} merge tag is not processed in a child entry's PDF.
  { query: 'nested forms parent merge tag', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1475' },
  // Maintainer: PDF URLs in the Gravity Forms REST API entries, for Integromat.
  { query: 'pdf url rest api integromat', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1292' },
  // Maintainer: a Stripe free trial is missing from the PDF product table.
  { query: 'stripe free trial product table', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1431' },
  // Maintainer: show the pictures of Image Choices fields in the PDF (left to Core Booster).
  { query: 'image choices images in pdf', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1020' },
  // Maintainer: save the generated PDF into a File Upload field of another entry with Gravity Flow Form Connector.
  { query: 'form connector pdf upload field', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1603' },
  // Maintainer: preview a PDF before saving its settings (the Preview feature is not described anywhere).
  { query: 'preview pdf before saving', version: 'v6', source: 'https://github.com/GravityPDF/gravity-pdf/issues/1528' },
  // GravityKit staff: the "Link to Single Entry PDF" field is missing from the Multiple Entries layout.
  { query: 'link to single entry pdf field', version: 'v6', source: 'https://github.com/GravityKit/GravityView/issues/1977' },
  // User: in gfpdf_core_template, how to write CSS for one field by its ID (field 29) when it has no CSS class.
  { query: 'gfpdf_core_template css field id', version: 'v4', source: 'https://github.com/GravityPDF/gravity-pdf/issues/618' },
];
