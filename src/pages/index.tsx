// The landing page: what Gravity PDF is, a way in for each kind of reader, the versions, and search.
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import WaysIn from '@site/src/components/WaysIn';
import VersionTable from '@site/src/components/VersionTable';
import { indexAttributes } from '@site/src/plugins/search/client/indexAttributes';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Gravity PDF Documentation"
      description="Guides and PHP reference for Gravity PDF, the WordPress plugin that turns Gravity Forms entries into PDF documents."
    >
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath('/')} />
      </Head>
      {/* One <main> holds the hero too: a <header> outside it would be a second banner landmark beside the announcement bar. */}
      {/* The landing page is searchable: its text goes into the local index, the search box does not. */}
      <main {...indexAttributes([], undefined)}>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Gravity PDF Documentation
            </Heading>
            <p className={styles.lead}>
              Gravity PDF is a free WordPress plugin that turns Gravity Forms entries into PDF documents: invoices, certificates, letters
              and summaries your customers and staff can view, download or receive by email.
            </p>
            <div className={styles.search} data-pagefind-ignore="all" data-twin="skip">
              <SearchBar />
            </div>
          </div>
        </header>
        <div className="container margin-vert--lg">
          <section aria-labelledby="ways-in">
            <Heading as="h2" id="ways-in">
              Where do you want to start?
            </Heading>
            <WaysIn />
          </section>
          <section aria-labelledby="versions" className="margin-top--xl">
            <Heading as="h2" id="versions">
              Versions
            </Heading>
            <p>
              These pages describe Gravity PDF 6. The documentation for older releases stays online for reference; those releases no longer
              receive fixes, so upgrade when you can.
            </p>
            <VersionTable />
          </section>
        </div>
      </main>
    </Layout>
  );
}
