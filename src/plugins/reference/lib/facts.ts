// The facts a hook or API page is rendered from, whatever file holds them: the plugin's and the add-ons' scanned source
// (catalogue/facts/gravity-pdf-*.json, addon-*.json) or the closed-source products (products.json). Pure: the caller
// loads the JSON.

export interface CallSiteDetail {
  file: string;
  line: number;
  function?: string;
  enclosing?: string | null;
  args: string[];
}

export interface ScannedHook {
  name: string;
  kind: 'filter' | 'action';
  file: string;
  line?: number;
  args: string[];
  dynamic: boolean;
  since?: string[];
  params?: { type?: string; name?: string }[];
  args_vary_between_call_sites?: boolean;
  call_site_details?: CallSiteDetail[];
}

export interface ScannedApiMethod {
  name: string;
  signature: string;
  params: { name: string; default: string | null; doc_type?: string | null }[];
  return?: string | null;
  since?: string[];
  file?: string;
  line?: number;
}

/** A facts file scanned from a repository's source at a tag. */
export interface ScannedFacts {
  repo: string;
  tag: string;
  hooks: ScannedHook[];
  other_prefix_hooks?: ScannedHook[];
  api: ScannedApiMethod[];
}

interface ProductArg {
  name: string;
  type?: string;
  default?: unknown;
  allowed?: unknown[];
}

interface ProductHook {
  name: string;
  kind: 'filter' | 'action';
  language?: string;
  args?: ProductArg[];
  since?: string | null;
  location?: string;
}

interface ProductApi {
  class: string;
  method: string;
  since?: string;
  params: ProductArg[];
  returns?: string;
}

/** The parts of products.json the reference pages read. */
export interface ProductsFacts {
  template_hooks: ProductHook[];
  addons: { name: string; hooks?: ProductHook[]; api?: ProductApi[] }[];
}

/** One argument as the code passes it, with what the facts know of it. */
export interface FactArgument {
  /** The expression passed (`$form`, `$this->form`, `false`), or the products' documented name. */
  expression: string;
  /** The variable's own name when the expression is a plain variable (`$form`), so the page need not name it. */
  name?: string;
  /** A type the facts give (products, or a docblock @param). */
  type?: string;
  /** An API parameter's default value, as written. */
  default?: string;
}

export interface FactCallSite {
  file: string;
  line: number;
  enclosing?: string;
  args: string[];
  /** The line in the source repository at the tag, where the source is public. */
  url?: string;
}

export interface HookFacts {
  kind: 'filter' | 'action';
  name: string;
  language: 'php' | 'js';
  args: FactArgument[];
  callSites: FactCallSite[];
  argsVary: boolean;
  since: string[];
  /** Who fires it, and at which version of the source we read: `Gravity PDF 6.12.1`, `Invoice templates`. */
  source: string;
}

export interface ApiFacts {
  name: string;
  /** `GPDFAPI::add_pdf` or `PDFGV_API::create_single_entry_pdf`. */
  qualifiedName: string;
  args: FactArgument[];
  since: string[];
  source: string;
  returns?: string;
}

/** Facts a page can ask for by name. */
export interface FactsSource {
  /** The file's name (`gravity-pdf-6`), for messages. */
  name: string;
  /** What fired it, at which version: `Gravity PDF 6.12.1`. */
  label: string;
  hook(name: string): HookFacts | undefined;
  hookNames(): string[];
  api(name: string): ApiFacts | undefined;
}

/** A variable a callback can be said to receive by the same name; `$this` is the object firing the hook, so it needs one. */
const PLAIN_VARIABLE = /^\$(?!this$)[A-Za-z_]\w*$/;

function argument(expression: string, docType?: string): FactArgument {
  return { expression, ...(PLAIN_VARIABLE.test(expression) && { name: expression }), ...(docType && { type: docType }) };
}

/** Readers' names of the repositories we have facts for. */
const PRODUCT_NAMES: Record<string, string> = {
  'GravityPDF/gravity-pdf': 'Gravity PDF',
  'GravityPDF/gravity-pdf-core-booster': 'Core Booster',
  'GravityPDF/gravity-pdf-previewer': 'Previewer',
  'GravityPDF/gravity-pdf-bulk-generator': 'Bulk Generator',
  'GravityPDF/gravity-pdf-watermark': 'Watermark',
};

export function scannedSource(name: string, facts: ScannedFacts): FactsSource {
  const product = PRODUCT_NAMES[facts.repo] ?? facts.repo;
  const all = [...facts.hooks, ...(facts.other_prefix_hooks ?? [])];
  const url = (file: string, line: number) => `https://github.com/${facts.repo}/blob/${facts.tag}/${file}#L${line}`;
  return {
    name,
    label: `${product} ${facts.tag}`,
    hookNames: () => all.map((hook) => hook.name),
    hook: (hookName) => {
      const found = all.find((hook) => hook.name === hookName);
      if (!found) return undefined;
      const sites = found.call_site_details?.length
        ? found.call_site_details
        : [{ file: found.file, line: found.line ?? 0, args: found.args, enclosing: null }];
      return {
        kind: found.kind,
        name: found.name,
        language: 'php',
        args: found.args.map((expression, position) => argument(expression, found.params?.[position]?.type)),
        callSites: sites.map((site) => ({
          file: site.file,
          line: site.line,
          args: site.args,
          url: url(site.file, site.line),
          ...(site.enclosing && { enclosing: site.enclosing }),
        })),
        argsVary: found.args_vary_between_call_sites === true,
        since: found.since ?? [],
        source: `${product} ${facts.tag}`,
      };
    },
    api: (methodName) => {
      const method = facts.api.find((candidate) => candidate.name === methodName);
      if (!method) return undefined;
      return {
        name: method.name,
        qualifiedName: `GPDFAPI::${method.name}`,
        args: method.params.map((param) => ({
          expression: param.name,
          name: param.name,
          ...(param.doc_type && { type: param.doc_type }),
          ...(param.default !== null && { default: param.default }),
        })),
        since: method.since ?? [],
        source: `${product} ${facts.tag}`,
        ...(method.return && { returns: method.return }),
      };
    },
  };
}

function productArgument(arg: ProductArg): FactArgument {
  return {
    expression: arg.name,
    name: arg.name,
    ...(arg.type && { type: arg.type }),
    ...(arg.default !== undefined && { default: typeof arg.default === 'string' ? `'${arg.default}'` : JSON.stringify(arg.default) }),
  };
}

/** The closed-source products: hooks and API methods from their published facts, with no call sites to link. */
export function productsSource(products: ProductsFacts): FactsSource {
  const hooks = [
    ...products.template_hooks.map((hook) => ({ hook, source: 'Invoice templates' })),
    ...products.addons.flatMap((addon) => (addon.hooks ?? []).map((hook) => ({ hook, source: addon.name }))),
  ].filter(({ hook }) => hook.args !== undefined);
  const methods = products.addons.flatMap((addon) => (addon.api ?? []).map((method) => ({ method, source: addon.name })));
  return {
    name: 'products',
    label: 'the product facts (closed source)',
    hookNames: () => hooks.map(({ hook }) => hook.name),
    hook: (hookName) => {
      const found = hooks.find(({ hook }) => hook.name === hookName);
      if (!found) return undefined;
      return {
        kind: found.hook.kind,
        name: found.hook.name,
        language: found.hook.language === 'JavaScript' ? 'js' : 'php',
        args: (found.hook.args ?? []).map(productArgument),
        callSites: [],
        argsVary: false,
        since: found.hook.since ? [found.hook.since] : [],
        source: found.source,
      };
    },
    api: (methodName) => {
      const found = methods.find(({ method }) => method.method === methodName);
      if (!found) return undefined;
      return {
        name: found.method.method,
        qualifiedName: `${found.method.class}::${found.method.method}`,
        args: found.method.params.map(productArgument),
        since: found.method.since ? [found.method.since] : [],
        source: found.source,
        ...(found.method.returns && { returns: found.method.returns }),
      };
    },
  };
}
