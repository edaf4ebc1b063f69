// Two jobs for every doc page's content: put the reference summary (signature and parameters, from front matter) under
// the title of hook and API pages, and mark the content for the local search index, tagged with its version (the
// search's version filter) and its sidebar section (how hits are grouped).
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import ReferenceSummary from '@site/src/components/ReferenceSummary';
import { referenceFromFrontMatter } from '@site/src/lib/reference';
import { indexAttributes } from '@site/src/plugins/search/client/indexAttributes';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { version } = useDocsVersion();
  const { metadata, frontMatter } = useDoc();
  const categories = (useSidebarBreadcrumbs() ?? []).filter((item) => item.type === 'category').map((item) => item.label);
  const reference = referenceFromFrontMatter(frontMatter);
  return (
    <div {...indexAttributes(categories, version)}>
      {/* The one-sentence summary readers also see in search engines: indexed, not shown (it is the meta description). */}
      {metadata.description && <p hidden>{metadata.description}</p>}
      <Content {...props}>
        {reference && <ReferenceSummary reference={reference} />}
        {children}
      </Content>
    </div>
  );
}
