// A version's hook index: every hook its code fires, in a table that is complete in the static HTML (readable before
// JavaScript loads, and indexed by search) and that a reader narrows by text, kind and area once it has.
import React, { useId, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { filterHookRows, sinceText, type HookIndexRow } from '../../lib/hookIndex';
import styles from './styles.module.css';

interface Props {
  rows: readonly HookIndexRow[];
}

const KIND_LABELS = { filter: 'Filter', action: 'Action' } as const;

export default function HookIndex({ rows }: Props): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const [kind, setKind] = useState('');
  const [area, setArea] = useState('');
  const areas = useMemo(() => [...new Set(rows.map((row) => row.area))].sort(), [rows]);
  const shown = useMemo(() => filterHookRows(rows, text, kind, area), [rows, text, kind, area]);
  const documented = rows.filter((row) => row.page).length;
  return (
    <div className={styles.index} data-testid="hook-index">
      <form className={styles.filters} role="search" aria-label="Filter the hooks" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-text`}>
          Name contains
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <label htmlFor={`${id}-kind`}>
          Kind
          <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">Filters and actions</option>
            <option value="filter">Filters</option>
            <option value="action">Actions</option>
          </select>
        </label>
        <label htmlFor={`${id}-area`}>
          Area
          <select id={`${id}-area`} value={area} onChange={(event) => setArea(event.target.value)}>
            <option value="">Every area</option>
            {areas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p role="status" className={styles.count}>
        {shown.length === rows.length
          ? `${rows.length} hooks, ${documented} with a page of their own.`
          : `${shown.length} of ${rows.length} hooks match.`}
      </p>
      <div className={styles.scroller}>
        <table>
          <caption className={styles.caption}>Hooks</caption>
          <thead>
            <tr>
              <th scope="col">Hook</th>
              <th scope="col">Kind</th>
              <th scope="col">Area</th>
              <th scope="col">Arguments</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.kind} ${row.name} ${row.area}`} data-kind={row.kind}>
                <th scope="row">
                  {row.page ? (
                    <Link to={row.page}>
                      <code>{row.name}</code>
                    </Link>
                  ) : (
                    <code>{row.name}</code>
                  )}
                </th>
                <td>{KIND_LABELS[row.kind]}</td>
                <td>{row.area}</td>
                <td>{row.args}</td>
                <td>{sinceText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
