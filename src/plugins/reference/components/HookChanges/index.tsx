// One list of a "What changed for developers" page: the hooks a major step added, removed or changed, rendered from
// the hook history so the page cannot drift from the plugin's tags. The prose around each list is the writer's.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { HookChange, HookChanges as HookChangesData } from '../../lib/hookChanges';
import { inlineParts } from '../../lib/model';

interface Props {
  changes: HookChangesData;
  show: 'added' | 'removed' | 'changed';
}

const KIND_LABELS = { filter: 'Filter', action: 'Action' } as const;
const CAPTIONS = {
  added: (changes: HookChangesData) => `Hooks fired by ${changes.to} but not by ${changes.from}`,
  removed: (changes: HookChangesData) => `Hooks fired by ${changes.from} but not by ${changes.to}`,
  changed: (changes: HookChangesData) => `Hooks whose arguments changed between ${changes.from} and ${changes.to}`,
};

function HookName({ row }: { row: HookChange }): ReactNode {
  const name = <code>{row.name}</code>;
  if (!row.page) return name;
  return (
    <>
      <Link to={row.page}>{name}</Link>
      {row.pageVersion && <> ({row.pageVersion} page)</>}
    </>
  );
}

export default function HookChanges({ changes, show }: Props): ReactNode {
  const rows = changes[show];
  if (rows.length === 0) return <p>None.</p>;
  return (
    <ScrollableTable data-testid={`hook-changes-${show}`}>
      <caption>{CAPTIONS[show](changes)}</caption>
      <thead>
        <tr>
          <th scope="col">Hook</th>
          <th scope="col">Kind</th>
          <th scope="col">Release</th>
          {show === 'changed' && <th scope="col">Change</th>}
          {show === 'changed' && <th scope="col">Arguments passed</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind} ${row.name} ${row.change}`}>
            <th scope="row">
              <HookName row={row} />
            </th>
            <td>{KIND_LABELS[row.kind]}</td>
            <td>{row.release}</td>
            {show === 'changed' && <td>{changeText(row.change)}</td>}
            {show === 'changed' && <td>{argumentCountText(row)}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** The changelog wording marks argument names with backticks; show them as code. */
function changeText(text: string): ReactNode[] {
  return inlineParts(text).map((part, index) => (part.kind === 'code' ? <code key={index}>{part.value}</code> : part.value));
}

/** "1 → 3", or "2 (names only)" when only the call site's variable names changed. */
function argumentCountText(row: HookChange): string {
  if (!row.argumentCount) return '—';
  const { before, after } = row.argumentCount;
  return before === after ? `${after} (names only)` : `${before} → ${after}`;
}
