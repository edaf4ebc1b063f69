// Replaces the crash screen inside the layout: our wording, a "Try again" that clears the error, and the "Page Error" title.
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/Error';
import { LATEST_VERSION } from '@site/src/data/versions';

export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" data-testid="crash-screen">
      <Head>
        <title>Page Error</title>
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">This page crashed</Heading>
          <p>
            Something in this page failed while it was being shown. Trying again usually works; if it does not, reload the page or go back
            to the <Link to={LATEST_VERSION.startPage}>start of the documentation</Link>.
          </p>
          <button type="button" className="button button--primary" onClick={tryAgain}>
            Try again
          </button>
          <details className="margin-top--lg">
            <summary>Technical details</summary>
            <pre>{error.message}</pre>
          </details>
        </div>
      </div>
    </main>
  );
}
