// "Who else is listening": the callbacks the plugin (or the add-on, on its own hooks) attaches to a hook, with their
// priority, so a developer can place their own before or after them. Built from catalogue/facts/listeners-*.json and
// the reviewed notes (src/plugins/reference/lib/listeners.ts); pages add nothing.
import React, { type ReactNode } from 'react';
import { orderingSentence, type ReferenceListeners } from '../../lib/listeners';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

/** `Gravity PDF`, `Core Booster`, or `Gravity PDF and Previewer` when both add callbacks. */
export function listenerOwners(listeners: ReferenceListeners): string {
  const owners = [...new Set(listeners.rows.map((row) => row.owner))];
  return owners.length === 1 ? owners[0]! : `${owners.slice(0, -1).join(', ')} and ${owners.at(-1)!}`;
}

export default function Listeners({ listeners }: { listeners: ReferenceListeners }): ReactNode {
  const who = listenerOwners(listeners);
  const ordering = orderingSentence(listeners, who);
  return (
    <div className={styles.listeners} data-testid="listeners">
      <ScrollableTable className={styles.params}>
        <caption>{who.includes(' and ') ? `Listeners in ${who}` : `${who}'s own listeners`}</caption>
        <thead>
          <tr>
            <th scope="col">Priority</th>
            <th scope="col">Callback</th>
            <th scope="col">What it does</th>
            <th scope="col">Added at</th>
          </tr>
        </thead>
        <tbody>
          {listeners.rows.map((row) => (
            <tr key={`${row.file}:${row.line}`} data-testid="listener-row">
              <td data-label="Priority" data-testid="listener-priority">
                {row.priority}
              </td>
              <th scope="row" data-label="Callback" data-testid="listener-callback">
                <code>{row.callback}</code>
                {row.listenedAs && (
                  <span className={styles.listenerTag}>
                    {' '}
                    on <code>{row.listenedAs}</code>
                  </span>
                )}
              </th>
              <td data-label="What it does">
                {row.note}
                {row.conditional && <span className={styles.listenerTag}> Added only when a condition holds.</span>}
                {row.removed && <span className={styles.listenerTag}> The plugin removes it again in some cases.</span>}
              </td>
              <td data-label="Added at" data-testid="listener-source">
                <a href={row.url}>
                  <code>
                    {row.file}:{row.line}
                  </code>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {ordering && <p className={styles.returns}>{ordering}</p>}
    </div>
  );
}
