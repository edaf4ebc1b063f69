// Cards that send each kind of reader to their starting page (tests/e2e/pages.spec.ts checks that every link works).
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { WAYS_IN } from '@site/src/data/waysIn';
import styles from './styles.module.css';

export default function WaysIn({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Ways into the documentation">
      {WAYS_IN.map((way) => (
        <li key={way.audience} className={styles.card} data-audience={way.audience}>
          <Heading as={headingLevel} className={styles.cardTitle}>
            <Link to={way.to}>{way.title}</Link>
          </Heading>
          <p>{way.summary}</p>
          {way.more?.map((link) => (
            <p key={link.to} className={styles.more}>
              <Link to={link.to}>{link.label}</Link>
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
