// The premium templates side by side, one row per template in catalogue/facts/products.json: its type, layout and
// paper, the settings it adds, what the form needs, the recommended font, and what it suits (the only column written by
// hand, in catalogue/template-comparison.json). The rows come from src/plugins/templateComparison as generated data.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { ComparisonRow } from '@site/src/lib/templateComparison';
import styles from './styles.module.css';

function List({ items }: { items: readonly string[] }): ReactNode {
  if (items.length === 0) return <span aria-label="none stated">—</span>;
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function TemplateComparison({ rows }: { rows: readonly ComparisonRow[] }): ReactNode {
  return (
    <ScrollableTable className={styles.table} data-testid="template-comparison">
      <caption>The {rows.length} premium templates, grouped by type</caption>
      <thead>
        <tr>
          <th scope="col">Template</th>
          <th scope="col">Type</th>
          <th scope="col">Suits</th>
          <th scope="col">Layout and paper</th>
          <th scope="col">Settings it adds</th>
          <th scope="col">Form and plugin</th>
          <th scope="col">Recommended font</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.slug} data-testid="template-row" data-slug={row.slug}>
            <th scope="row" data-label="Template">
              <Link to={row.route}>{row.name}</Link>
            </th>
            <td data-label="Type">{row.group}</td>
            <td data-label="Suits">{row.suits}</td>
            <td data-label="Layout and paper">
              <List items={row.layout} />
            </td>
            <td data-label="Settings it adds">
              {row.settingsCount}
              {row.settingsShown.kind === 'labels' ? ': ' : ' settings, in: '}
              {row.settingsShown.items.join(', ')}
            </td>
            <td data-label="Form and plugin">
              <List items={row.requires} />
            </td>
            <td data-label="Recommended font">
              <List items={row.fonts} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
