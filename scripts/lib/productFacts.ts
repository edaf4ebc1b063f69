// What a product page (premium template or add-on) must document for its version, read from catalogue/facts/products.json:
// every setting label (its hook pages are checked against the same file by src/plugins/reference). Pure: the caller loads it.

export interface ProductSetting {
  label: string;
  versions?: string[];
}

export interface ProductHookArg {
  name: string;
  type?: string;
}

export interface ProductHook {
  name: string;
  kind: 'filter' | 'action';
  args: ProductHookArg[];
  route?: string | null;
  language?: string;
}

interface ProductRoutes {
  routes: Record<string, string | null>;
}

export interface ProductTemplate extends ProductRoutes {
  slug: string;
  name: string;
  group: string;
  settings: ProductSetting[];
  settings_v1?: ProductSetting[];
}

export interface ProductAddon extends ProductRoutes {
  slug: string;
  name: string;
  settings: ProductSetting[];
  settings_v5?: ProductSetting[];
  settings_v4?: ProductSetting[];
  settings_v1?: ProductSetting[];
  hooks?: ProductHook[];
}

export interface ProductsFile {
  templates: ProductTemplate[];
  template_hooks: ProductHook[];
  addons: ProductAddon[];
}

export interface ProductPageRequirement {
  product: string;
  version: string;
  /** Setting labels, each of which must appear on the page. */
  labels: string[];
}

/** The settings of one product at one version: `versions` lists where a setting exists; none listed means every version. */
function settingsAt(product: ProductTemplate | ProductAddon, version: string): ProductSetting[] {
  const versioned = 'settings_v5' in product || 'settings_v4' in product ? product : undefined;
  const lists: ProductSetting[][] = [product.settings, product.settings_v1 ?? []];
  if (versioned && version === 'v5') lists.push(versioned.settings_v5 ?? []);
  if (versioned && version === 'v4') lists.push(versioned.settings_v4 ?? []);
  return lists.flat().filter((setting) => !setting.versions || setting.versions.includes(version));
}

/** The product page at a route, with the labels it must show; undefined when the route is no product's page. */
export function productRequirementFor(products: ProductsFile, route: string): ProductPageRequirement | undefined {
  for (const product of [...products.templates, ...products.addons]) {
    const version = Object.entries(product.routes).find(([, path]) => path === route)?.[0];
    if (!version) continue;
    const labels = [...new Set(settingsAt(product, version).map((setting) => setting.label))];
    return { product: product.name, version, labels };
  }
  return undefined;
}

/** Forms of a label a page may write: `Chart 1/2/3/4` → `Chart 1`…`Chart 4`; `A / B` → both parts. */
export function labelForms(label: string): string[][] {
  const numbered = /^(.*?)(\d+(?:\/\d+)+)$/.exec(label);
  if (numbered) return [[label], numbered[2]!.split('/').map((number) => `${numbered[1]}${number}`)];
  if (label.includes(' / ')) return [[label], label.split(' / ').map((part) => part.trim())];
  return [[label]];
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[*_`\\]/g, '')
    .replace(/\s+/g, ' ');

/** Labels of the requirement that the page's text never names (case and Markdown emphasis ignored). */
export function missingLabels(requirement: ProductPageRequirement, pageText: string): string[] {
  const text = normalise(pageText);
  return requirement.labels.filter((label) => !labelForms(label).some((forms) => forms.every((form) => text.includes(normalise(form)))));
}
