// Cards that send each kind of reader to their starting page; a card is left out until its page exists.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { WAYS_IN } from '@site/src/data/waysIn';
import { useDocPathsByVersion } from '@site/src/components/VersionMenu/useDocPathsByVersion';
import { LATEST_VERSION } from '@site/src/data/versions';
import styles from './styles.module.css';

export default function WaysIn({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }): ReactNode {
  const latestPaths = new Set(useDocPathsByVersion()[LATEST_VERSION.name] ?? []);
  const available = WAYS_IN.filter((way) => latestPaths.has(way.to));
  return (
    <ul className={styles.grid} aria-label="Ways into the documentation">
      {available.map((way) => (
        <li key={way.audience} className={styles.card} data-audience={way.audience}>
          <Heading as={headingLevel} className={styles.cardTitle}>
            <Link to={way.to}>{way.title}</Link>
          </Heading>
          <p>{way.summary}</p>
          {way.more
            ?.filter((link) => latestPaths.has(link.to))
            .map((link) => (
              <p key={link.to} className={styles.more}>
                <Link to={link.to}>{link.label}</Link>
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}
