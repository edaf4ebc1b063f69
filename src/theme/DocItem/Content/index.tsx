// Puts each doc's title, description and text into the local search index (nothing else of the page), tagged with its
// version (the search's version filter) and its sidebar section (how hits are grouped).
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { indexAttributes } from '@site/src/search/indexAttributes';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { version } = useDocsVersion();
  const { metadata } = useDoc();
  const categories = (useSidebarBreadcrumbs() ?? []).filter((item) => item.type === 'category').map((item) => item.label);
  return (
    <div {...indexAttributes(categories, version)}>
      {/* The one-sentence summary readers also see in search engines: indexed, not shown (it is the meta description). */}
      {metadata.description && <p hidden>{metadata.description}</p>}
      <Content {...props} />
    </div>
  );
}
