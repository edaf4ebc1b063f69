// Replaces the theme's "unmaintained version" banner with our exact end-of-life notice, a link to the same page in v6,
// and a canonical link to that v6 page so search engines send readers to the supported docs.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc, useDocsVersion, useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { docusaurusVersionName, endOfLifeNotice, findVersion, LATEST_VERSION } from '@site/src/data/versions';
import { versionEquivalentsOfFrontMatter } from '@site/src/lib/versionEquivalents';

interface Props {
  className?: string;
}

export default function DocVersionBanner({ className }: Props): ReactNode {
  const { version: versionName } = useDocsVersion();
  const { frontMatter } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const version = findVersion(versionName);
  const notice = version ? endOfLifeNotice(version) : null;
  if (!version || notice === null) {
    return null;
  }
  // The same page in the latest version, worked out at build time (src/lib/versionEquivalents.ts).
  const latestPath = versionEquivalentsOfFrontMatter(frontMatter)[LATEST_VERSION.name];
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="note"
      aria-label="End of life notice"
      data-testid="eol-banner"
    >
      {latestPath && (
        <Head>
          <link rel="canonical" href={`${siteConfig.url}${latestPath}`} />
        </Head>
      )}
      <p className="margin-bottom--none">{notice}</p>
      <p className="margin-top--sm margin-bottom--none">
        {latestPath ? (
          <Link to={latestPath} onClick={() => savePreferredVersionName(docusaurusVersionName(LATEST_VERSION))}>
            Read this page for Gravity PDF {LATEST_VERSION.label}
          </Link>
        ) : (
          <Link to={LATEST_VERSION.startPage} onClick={() => savePreferredVersionName(docusaurusVersionName(LATEST_VERSION))}>
            Go to the Gravity PDF {LATEST_VERSION.label} documentation
          </Link>
        )}
      </p>
    </div>
  );
}
