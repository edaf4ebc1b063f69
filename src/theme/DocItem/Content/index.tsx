// Two jobs for every doc page's content: put the reference summary (signature, parameters, call sites; resolved from the
// facts at build time) and the release that introduced the page (from the release notes) under
// the title of hook and API pages, and mark the content for the local search index, tagged with its version (the
// search's version filter), its kind, its sidebar section (how hits are grouped) and its front matter keywords.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import ReferenceSummary from '@site/src/components/ReferenceSummary';
import NewInRelease, { newInOfPage } from '@site/src/components/NewInRelease';
import { referenceOfPage } from '@site/src/lib/reference/model';
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
  return (
    <div {...indexAttributes(categories, version)}>
      <span hidden data-pagefind-filter={kindFilter(searchKindOf(matter, categories))} />
      {/* The one-sentence summary readers also see in search engines: indexed, not shown (it is the meta description). */}
      {metadata.description && <p hidden>{metadata.description}</p>}
      {/* The phrases the page answers, in readers' words: searchable, not shown. */}
      {keywords && <span hidden data-pagefind-meta={keywords} />}
      <Content {...props}>
        {newIn && <NewInRelease {...newIn} />}
        {reference && <ReferenceSummary reference={reference} />}
        {children}
      </Content>
    </div>
  );
}
