// "New in 6.4", under the title of a page whose feature a release introduced, linking that release's notes. The build
// puts it in the page's front matter (`new_in`) from the release notes' own `introduces` lists.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface NewIn {
  release: string;
  to: string;
}

export function newInOfPage(frontMatter: Readonly<Record<string, unknown>>): NewIn | undefined {
  const value = frontMatter.new_in as Partial<NewIn> | undefined;
  return value && typeof value.release === 'string' && typeof value.to === 'string' ? { release: value.release, to: value.to } : undefined;
}

export default function NewInRelease({ release, to }: NewIn): ReactNode {
  return (
    <p className={styles.newIn} data-testid="new-in">
      <Link to={to}>New in Gravity PDF {release}</Link>
    </p>
  );
}
