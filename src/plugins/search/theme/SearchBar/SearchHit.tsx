// One hit in the search modal: the page (and the heading a section hit lands on), a snippet and the version, as text.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import HighlightedText from '../../client/HighlightedText';
import { hitDisplay, type DisplayableHit } from '../../client/hitDisplay';
import styles from './styles.module.css';

interface Props {
  hit: DisplayableHit;
  /** The option's id, which the search input names as its active descendant while the hit is selected. */
  id: string;
  selected: boolean;
}

export default function SearchHit({ hit, id, selected }: Props): ReactNode {
  const display = hitDisplay(hit);
  return (
    // An option of the combobox's list, out of the Tab order: arrow keys move through hits, Tab between controls.
    <Link
      to={hit.url}
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={styles.hit}
      data-version={display.version?.name}
    >
      <div className="DocSearch-Hit-Container">
        <div className="DocSearch-Hit-icon" aria-hidden="true">
          {display.isSection ? '#' : '▤'}
        </div>
        <div className="DocSearch-Hit-content-wrapper">
          <span className="DocSearch-Hit-title">
            <HighlightedText value={display.title} />
            {display.version && <span className={styles.version}>{display.version.label}</span>}
          </span>
          {display.snippet && (
            <span className={styles.snippet}>
              <HighlightedText value={display.snippet} />
            </span>
          )}
        </div>
        <div className="DocSearch-Hit-action" aria-hidden="true">
          ↵
        </div>
      </div>
    </Link>
  );
}
