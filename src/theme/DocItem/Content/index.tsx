// Four jobs for every doc page's content:
// - tell the version menu where this page is in each version (worked out at build time, src/lib/versionEquivalents.ts);
// - offer the page as Markdown: Copy page, View as Markdown, and the twin's alternate link in the head;
// - put the reference summary (signature, parameters, call sites; resolved from the facts at build time) and the
//   release that introduced the page (from the release notes) under the title of hook and API pages;
// - mark the content for the local search index, tagged with its version (the search's version filter), its kind, its
//   sidebar section (how hits are grouped) and its front matter keywords.
import React, { useMemo, type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
import ReferenceSummary from '@site/src/plugins/reference/components/ReferenceSummary';
import PageActions from '@site/src/components/PageActions';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import { versionEquivalentsOfFrontMatter } from '@site/src/lib/versionEquivalents';
import { usePublishPageEquivalents } from '@site/src/components/VersionMenu/pageEquivalents';
import NewInRelease, { newInOfPage } from '@site/src/components/NewInRelease';
import { referenceOfPage } from '@site/src/plugins/reference/lib/model';
import { indexAttributes, keywordsMeta, kindFilter, searchKindOf } from '@site/src/plugins/search/client/indexAttributes';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { version } = useDocsVersion();
  const { metadata, frontMatter } = useDoc();
  const categories = (useSidebarBreadcrumbs() ?? []).filter((item) => item.type === 'category').map((item) => item.label);
  const matter = frontMatter as Record<string, unknown>;
  const reference = referenceOfPage(matter);
  const keywords = keywordsMeta(matter.keywords);
  const newIn = newInOfPage(matter);
  const equivalents = useMemo(() => versionEquivalentsOfFrontMatter(matter), [matter]);
  usePublishPageEquivalents(metadata.permalink, equivalents);
  return (
    <div {...indexAttributes(categories, version)}>
      <span hidden data-pagefind-filter={kindFilter(searchKindOf(matter, categories))} />
      {/* The one-sentence summary readers also see in search engines: indexed, not shown (it is the meta description). */}
      {metadata.description && <p hidden>{metadata.description}</p>}
      {/* The phrases the page answers, in readers' words: searchable, not shown. */}
      {keywords && <span hidden data-pagefind-meta={keywords} />}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(metadata.permalink)} />
      </Head>
      <Content {...props}>
        <PageActions permalink={metadata.permalink} />
        {newIn && <NewInRelease {...newIn} />}
        {reference && <ReferenceSummary reference={reference} />}
        {children}
      </Content>
    </div>
  );
}
