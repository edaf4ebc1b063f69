// Replaces the not-found message with ways back in: search, the start of the version in the URL, and every version.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import { DOC_VERSIONS, LATEST_VERSION, versionOfPath } from '@site/src/data/versions';
import WaysIn from '@site/src/components/WaysIn';

interface Props {
  className?: string;
}

export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  const version = versionOfPath(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)} data-testid="not-found">
      {/* Inside a version the docs render this content without the theme's NotFound page, so it sets the title itself. */}
      <PageMetadata
        title="Page Not Found"
        description="This address does not match a page of the Gravity PDF documentation: search, or start again from a version's first page."
      />
      <Heading as="h1">We could not find that page</Heading>
      <p>
        The address <code>{pathname}</code> does not match any page. It may have moved when the documentation was reorganised, or the link
        that brought you here has a typing mistake.
      </p>
      <SearchBar />
      {version && (
        <section className="margin-top--lg" aria-labelledby="in-version">
          <Heading as="h2" id="in-version">
            Gravity PDF {version.label} documentation
          </Heading>
          <p>
            You were looking in the {version.label} pages. <Link to={version.startPage}>Start at the beginning of {version.label}</Link>
            {version !== LATEST_VERSION && (
              <>
                {' '}
                or <Link to={LATEST_VERSION.startPage}>read the current {LATEST_VERSION.label} documentation</Link>
              </>
            )}
            .
          </p>
        </section>
      )}
      <section className="margin-top--lg" aria-labelledby="ways-back">
        <Heading as="h2" id="ways-back">
          Ways back in
        </Heading>
        <WaysIn />
        <p className="margin-top--md">
          Other versions:{' '}
          {DOC_VERSIONS.map((docVersion, index) => (
            <React.Fragment key={docVersion.name}>
              {index > 0 && ', '}
              <Link to={docVersion.startPage}>{docVersion.label}</Link>
            </React.Fragment>
          ))}
          . Or go to the <Link to="/">documentation home page</Link>.
        </p>
      </section>
    </main>
  );
}
