// The modal's footer: which versions the hits come from, one click to search every version, and the full results page.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { DocVersion } from '@site/src/data/versions';
import { parseVersionToken } from '../../client/versionScope';
import { searchPageUrl } from '../../client/searchPageUrl';
import styles from './styles.module.css';

interface Props {
  query: string;
  scopedVersion: DocVersion | undefined;
  searchPagePath: string | undefined;
  onWiden: (query: string) => void;
  onClose: () => void;
}

export default function SearchFooter({ query, scopedVersion, searchPagePath, onWiden, onClose }: Props): ReactNode {
  const typedVersion = parseVersionToken(query).version;
  const shownVersion = typedVersion ?? scopedVersion;
  return (
    <div className={styles.footer}>
      <span className={styles.scopeNote} data-testid="search-scope">
        {shownVersion ? `Showing ${shownVersion.label} pages` : 'Showing all versions'}
        {scopedVersion && !typedVersion && (
          <>
            {' '}
            <button type="button" className={styles.widen} onClick={() => onWiden(query)}>
              Search all versions
            </button>
          </>
        )}
      </span>
      {searchPagePath && (
        <Link to={searchPageUrl(searchPagePath, query, scopedVersion?.name ?? 'all')} onClick={onClose}>
          See all results
        </Link>
      )}
    </div>
  );
}
