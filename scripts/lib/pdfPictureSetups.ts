// How `npm run pictures` loads the mPDF each documented plugin version bundles, and the page Gravity PDF sets up around a
// template. Facts from the plugin's source at each tag: src/Helper/Helper_PDF.php (begin_pdf: the mPDF settings) and
// src/View/html/PDF/core_template_styles.php (the styles written before every non-Legacy template, with the default
// settings: A4 portrait, 10 mm margins, white page, 9 pt DejaVu Sans Condensed in #333). No mPDF code is kept here: the
// script extracts each source from a git clone into a cache outside the repository.

import { PICTURE_VERSIONS } from '../../src/lib/pdfPictures';

/** A source the renderer needs: a repository, the commit or tag, and the PSR-4 prefixes it provides. */
export interface PictureSource {
  /** owner/name on GitHub. */
  repo: string;
  ref: string;
  /** PSR-4 prefix → folder inside the source. */
  psr4: Record<string, string>;
  /** Files and folders (their own *.php only) whose classes are loaded by name, like Composer's classmap. */
  classmap?: string[];
}

/** The PHP a setup runs on: Debian's php-cli, or PHP 7.4 compiled to WebAssembly (npm @php-wasm/node-7-4). */
export type PictureRuntime = 'php-cli' | 'php-wasm-7.4';

/** mPDF 6 (the global mPDF class): loaded from one file, given its settings as constructor arguments and properties. */
export interface LegacyMpdf {
  /** The file that defines the mPDF class, inside the mPDF source. */
  entry: string;
  /** The constructor's arguments. */
  args: unknown[];
  /** Properties set on the object after it is made. */
  properties: Record<string, unknown>;
}

export interface PictureSetup {
  /** mPDF 8 (the namespaced Mpdf\Mpdf class, given `config`), or mPDF 6 when `legacy` is set. */
  mpdf: PictureSource;
  /** mPDF 6 writes string offsets with braces, which PHP 8 cannot parse: it runs on PHP 7.4 (php-wasm-7.4). */
  runtime: PictureRuntime;
  legacy?: LegacyMpdf;
  dependencies: PictureSource[];
  /** Our stand-ins for packages with no source at hand (scripts/pictures/shims), by PSR-4 prefix. */
  shims: Record<string, string>;
  /** mPDF settings Gravity PDF passes to the constructor (mPDF 8; empty for mPDF 6, see `legacy`). */
  config: Record<string, unknown>;
  /** The paper the pictures use (Gravity PDF's default). */
  paper: { name: string; widthMm: number; heightMm: number };
}

const A4 = { name: 'A4', widthMm: 210, heightMm: 297 };

/** mPDF settings of Helper_PDF::begin_pdf() that change how a page looks (paths and network settings left out). */
const MPDF8_CONFIG = {
  autoLangToFont: true,
  useSubstitutions: true,
  ignore_invalid_utf8: true,
  setAutoTopMargin: 'stretch',
  setAutoBottomMargin: 'stretch',
  enableImports: true,
  use_kwt: true,
  keepColumns: true,
  biDirectional: true,
  showWatermarkText: true,
  showWatermarkImage: true,
  format: 'A4',
  orientation: 'P',
  img_dpi: 96,
  // Model_PDF::set_watermark_font() (gfpdf_mpdf_init_class) sets it from the PDF's Font setting.
  watermark_font: 'DejavuSansCondensed',
};

export const PICTURE_SETUPS: Readonly<Record<string, PictureSetup>> = {
  // composer.json at 6.12.1 asks for mpdf/mpdf dev-development and ships no lock file: the development branch as it
  // stood when 6.12.1 was tagged (2024-10-17) is 8749b3e (2024-10-13). Its other packages: the newest release in reach
  // that its composer.json allows at that date.
  v6: {
    mpdf: { ...PICTURE_VERSIONS.v6!.source, psr4: { 'Mpdf\\': 'src' } },
    dependencies: [
      { repo: 'mpdf/qrcode', ref: 'v1.2.0', psr4: { 'Mpdf\\QrCode\\': 'src' } },
      { repo: 'myclabs/DeepCopy', ref: '1.11.1', psr4: { 'DeepCopy\\': 'src/DeepCopy' } },
      { repo: 'Setasign/FPDI', ref: 'v2.6.1', psr4: { 'setasign\\Fpdi\\': 'src' } },
      { repo: 'php-fig/log', ref: '3.0.2', psr4: { 'Psr\\Log\\': 'src' } },
      { repo: 'php-fig/http-message', ref: '2.0', psr4: { 'Psr\\Http\\Message\\': 'src' } },
    ],
    shims: { 'Mpdf\\PsrLogAwareTrait\\': 'shims' },
    runtime: 'php-cli',
    config: MPDF8_CONFIG,
    paper: A4,
  },
  // composer.lock at 5.4.2 pins every package.
  v5: {
    mpdf: { ...PICTURE_VERSIONS.v5!.source, psr4: { 'Mpdf\\': 'src' } },
    dependencies: [
      { repo: 'mpdf/qrcode', ref: 'v1.2.0', psr4: { 'Mpdf\\QrCode\\': 'src' } },
      { repo: 'myclabs/DeepCopy', ref: '1.7.0', psr4: { 'DeepCopy\\': 'src/DeepCopy' } },
      { repo: 'Setasign/FPDI', ref: 'v2.3.6', psr4: { 'setasign\\Fpdi\\': 'src' } },
      { repo: 'php-fig/log', ref: '1.1.4', psr4: { 'Psr\\Log\\': 'Psr/Log' } },
      { repo: 'php-fig/http-message', ref: '1.0.1', psr4: { 'Psr\\Http\\Message\\': 'src' } },
    ],
    shims: {},
    runtime: 'php-cli',
    config: MPDF8_CONFIG,
    paper: A4,
  },
  // composer.json at 4.5.1 pins blueliquiddesigns/mpdf (the gravity-pdf-4 branch, mPDF 6.1) at 39a9e8e, which asks for
  // setasign/fpdi 1.6.*: 1.6.2, the newest 1.6 release when 4.5.1 was tagged (2019-01-11). Its config.php (Gravity PDF's
  // fork) holds the settings; Helper_PDF::begin_pdf() makes `new mPDF('', $paper, 0, '', 15, 15, 16, 16, 9, 9,
  // $orientation)`, set_image_dpi() sets img_dpi, and Model_PDF::set_watermark_font() sets watermark_font from the Font.
  v4: {
    mpdf: { ...PICTURE_VERSIONS.v4!.source, psr4: {} },
    dependencies: [
      {
        repo: 'Setasign/FPDI',
        ref: '1.6.2',
        psr4: {},
        classmap: ['filters', 'fpdi.php', 'fpdf_tpl.php', 'fpdi_pdf_parser.php', 'pdf_context.php'],
      },
    ],
    shims: {},
    runtime: 'php-wasm-7.4',
    legacy: {
      entry: 'mpdf.php',
      args: ['', 'A4', 0, '', 15, 15, 16, 16, 9, 9, 'P'],
      properties: { img_dpi: 96, watermark_font: 'DejavuSansCondensed' },
    },
    config: {},
    paper: A4,
  },
};

/**
 * The styles Gravity PDF writes before a non-Legacy template with its default settings (core_template_styles.php at
 * 4.5.1, 5.4.2 and 6.12.1 agree on these rules): only the rules that can touch an example's HTML.
 */
export const GRAVITY_PDF_PAGE_STYLES = `<style>
@page { margin: 10mm; background-color: #FFF; }
body, th, td, li, a { color: #333; font-size: 9pt; font-family: DejavuSansCondensed, sans-serif; }
table { width: 100%; border-collapse: collapse; overflow: wrap; }
td, th { vertical-align: middle; }
.pagebreak { page-break-before: always; }
</style>
`;
