// Every PHP example in the docs' Markdown ends with a link to the guide on where custom code goes, so a reader who copies
// a snippet knows where to paste it. Only Markdown code blocks come through here: the hook and API summaries render
// CodeBlock directly and get no link (a signature is not code to paste).
import React, { isValidElement, type ComponentProps, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import MDXPre from '@theme/MDXComponents/Pre';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CUSTOM_CODE_GUIDE } from '@site/src/data/links';
import styles from './styles.module.css';

/** The block's language: its `language-*` class, or the site's default (PHP) when the block names none. */
function languageOf(children: ReactNode, defaultLanguage: string | undefined): string | undefined {
  const code = React.Children.toArray(children).find(isValidElement) as React.ReactElement<{ className?: string }> | undefined;
  return /language-([\w-]+)/.exec(code?.props.className ?? '')?.[1] ?? defaultLanguage;
}

export default function PhpExamplePre(props: ComponentProps<typeof MDXPre>): ReactNode {
  const { prism } = useThemeConfig();
  const onTheGuide = useLocation().pathname === CUSTOM_CODE_GUIDE;
  if (onTheGuide || languageOf(props.children, prism.defaultLanguage) !== 'php') return <MDXPre {...props} />;
  return (
    <>
      <MDXPre {...props} />
      <p className={styles.placement}>
        <Link to={CUSTOM_CODE_GUIDE}>Where to put this code</Link>
      </p>
    </>
  );
}
