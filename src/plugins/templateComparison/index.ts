// The premium template comparison's rows (src/lib/templateComparison.ts), built from catalogue/facts/products.json and
// catalogue/template-comparison.json as generated data the page imports, `@generated/template-comparison/default/rows.json`,
// so the page's JavaScript carries the table and not the whole products file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { comparisonRows, type ProductTemplate, type TemplateComparisonFile } from '../../lib/templateComparison';

export function templateComparisonRows(siteDir: string = process.cwd()) {
  const products = JSON.parse(readFileSync(join(siteDir, 'catalogue', 'facts', 'products.json'), 'utf8')) as {
    templates: ProductTemplate[];
  };
  const comparison = JSON.parse(readFileSync(join(siteDir, 'catalogue', 'template-comparison.json'), 'utf8')) as TemplateComparisonFile;
  return comparisonRows(products.templates, comparison);
}

export default function templateComparisonPlugin(): Plugin {
  return {
    name: 'template-comparison',
    async contentLoaded({ actions }) {
      await actions.createData('rows.json', JSON.stringify(templateComparisonRows()));
    },
  };
}
