// The known-issues table of one major version, rendered from catalogue/known-issues.json so the page and the release
// notes cannot disagree (the unit test checks every entry against its release-note section).
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { knownIssuesFor, releaseNoteLink, sourceLabel, type Major } from '@site/src/lib/knownIssues';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import styles from './styles.module.css';

interface Props {
  major: Major;
}

export default function KnownIssues({ major }: Props): ReactNode {
  const entries = knownIssuesFor(major);
  return (
    <ScrollableTable className={styles.table} data-testid={`known-issues-${major}`}>
      <caption>Bugs fixed in Gravity PDF {major.slice(1)}, newest fix first</caption>
      <thead>
        <tr>
          <th scope="col">What you see</th>
          <th scope="col">Affected versions</th>
          <th scope="col">Before you update</th>
          <th scope="col">Fixed in</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.fixedIn} ${entry.symptom}`}>
            <td>
              <InlineMarkdown source={entry.symptom} />
            </td>
            <td className={styles.versions}>{entry.affected}</td>
            <td>
              <InlineMarkdown source={entry.workaround} />
            </td>
            <td className={styles.versions}>
              <Link to={releaseNoteLink(entry.fixedIn)}>Fixed in {entry.fixedIn}</Link>
              <br />
              <Link className={styles.source} href={entry.source}>
                {sourceLabel(entry.source)}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
