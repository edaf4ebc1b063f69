// The premium template comparison (docs/templates/compare-premium-templates.mdx): one row per template in
// catalogue/facts/products.json, in its order, with the facts the table shows (type, layout and paper, the settings
// each adds, what the form needs, the recommended font) and the one human-written column, what it suits
// (catalogue/template-comparison.json). Pure: the caller loads the JSON.

export interface ProductTemplate {
  slug: string;
  name: string;
  group: string;
  routes: Record<string, string | null>;
  requires?: { gravity_pdf?: string | null; form?: string | null };
  settings: { label: string; section?: string }[];
  settings_sections_v6?: string[];
  settings_sections?: string[];
  features?: string[];
  recommended_fonts?: { name: string; size_pt?: number | null; used_for?: string }[];
  paper?: Record<string, string | string[]>;
}

export interface TemplateComparisonFile {
  about?: string;
  suits: Record<string, string>;
}

export interface ComparisonRow {
  slug: string;
  name: string;
  group: string;
  /** The v6 page of the template. */
  route: string;
  /** Layout facts (from `features`) and paper facts (from `paper`), as listed. */
  layout: string[];
  settingsCount: number;
  /** The settings' names when there are few, else the sections they sit in. */
  settingsShown: { kind: 'labels' | 'sections'; items: string[] };
  requires: string[];
  fonts: string[];
  suits: string;
}

/** A feature that describes the page's layout (not a version difference, a colour count or advice). */
const LAYOUT = /layout|column|sidebar|header|single-page|table|corners|decoration/i;
/** Features that speak of older versions only. */
const OLDER_VERSION = /^v[345](\/v[345])*:/;

/** Readers' names of the paper keys products.json uses. */
const PAPER_LABELS: Record<string, string> = {
  supported: 'Paper sizes',
  header_footer_width: 'Header and footer width',
  sidebar: 'Sidebar',
  font_size_advice_for: 'Font sizes advised for',
};

/** At most this many settings are named one by one; more are summarised by their sections. */
export const LABELS_LIMIT = 10;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function layoutOf(template: ProductTemplate): string[] {
  const features = (template.features ?? [])
    .filter((feature) => !OLDER_VERSION.test(feature) && LAYOUT.test(feature))
    .map((feature) => capitalise(feature.replace(/^v6:\s*/, '')));
  const paper = Object.entries(template.paper ?? {}).map(
    ([key, value]) => `${PAPER_LABELS[key] ?? capitalise(key.replace(/_/g, ' '))}: ${Array.isArray(value) ? value.join(', ') : value}`,
  );
  return [...features, ...paper];
}

export function settingsShownOf(template: ProductTemplate): ComparisonRow['settingsShown'] {
  const labels = [...new Set(template.settings.map((setting) => setting.label))];
  if (template.settings.length <= LABELS_LIMIT) return { kind: 'labels', items: labels };
  const sections = template.settings_sections_v6 ??
    template.settings_sections ?? [
      ...new Set(template.settings.map((setting) => (setting.section ?? '').replace(/^Template > /, '')).filter(Boolean)),
    ];
  return { kind: 'sections', items: sections };
}

export function comparisonRows(templates: readonly ProductTemplate[], comparison: TemplateComparisonFile): ComparisonRow[] {
  return templates
    .filter((template) => template.routes.v6)
    .map((template) => ({
      slug: template.slug,
      name: template.name,
      group: template.group,
      route: template.routes.v6!,
      layout: layoutOf(template),
      settingsCount: template.settings.length,
      settingsShown: settingsShownOf(template),
      requires: [
        ...(template.requires?.gravity_pdf ? [`Gravity PDF ${template.requires.gravity_pdf}`] : []),
        ...(template.requires?.form ? [capitalise(template.requires.form)] : []),
      ],
      fonts: (template.recommended_fonts ?? []).map(
        (font) =>
          `${font.name}${font.size_pt ? ` ${font.size_pt}pt` : ''}${font.used_for && !font.used_for.startsWith('body') ? ` (${font.used_for})` : ''}`,
      ),
      suits: comparison.suits[template.slug] ?? '',
    }));
}

/** Templates with no "suits" entry, and entries that name no template, for the unit test. */
export function comparisonProblems(templates: readonly ProductTemplate[], comparison: TemplateComparisonFile): string[] {
  const slugs = new Set(templates.filter((template) => template.routes.v6).map((template) => template.slug));
  return [
    ...[...slugs].filter((slug) => !comparison.suits[slug]?.trim()).map((slug) => `${slug}: no "suits" entry`),
    ...Object.keys(comparison.suits)
      .filter((slug) => !slugs.has(slug))
      .map((slug) => `${slug}: no such template with a v6 page in products.json`),
  ];
}
