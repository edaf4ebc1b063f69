// One hit in the search modal: the heading it lands on (or the page), the page, a snippet and the version, all as text.
import React, { type JSX, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import HighlightedText from '@site/src/components/Search/HighlightedText';
import { hitDisplay, type DisplayableHit } from '@site/src/search/hitDisplay';
import styles from './styles.module.css';

interface Props {
  hit: DisplayableHit;
  children: ReactNode;
}

/** DocSearch's hitComponent must return an element. */
export default function SearchHit({ hit }: Props): JSX.Element {
  const display = hitDisplay(hit);
  return (
    <Link to={hit.url} className={styles.hit} data-version={display.version?.name}>
      <div className="DocSearch-Hit-Container">
        <div className="DocSearch-Hit-icon" aria-hidden="true">
          {display.isSection ? '#' : '▤'}
        </div>
        <div className="DocSearch-Hit-content-wrapper">
          <span className="DocSearch-Hit-title">
            <HighlightedText value={display.title} />
            {display.version && <span className={styles.version}>{display.version.label}</span>}
          </span>
          {display.page && (
            <span className="DocSearch-Hit-path">
              <HighlightedText value={display.page} />
            </span>
          )}
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
