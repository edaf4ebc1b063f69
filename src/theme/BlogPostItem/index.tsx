// Marks a release-notes post (on its own page, not in the post lists) for the local search index: posts belong to no
// docs version, so they carry the release-notes facet that every version scope of the search includes.
import React, { type ReactNode } from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { indexAttributes } from '@site/src/plugins/search/client/indexAttributes';
import { RELEASE_NOTES_FACET } from '@site/src/plugins/search/client/versionScope';

type Props = WrapperProps<typeof BlogPostItemType>;

/** How release-notes hits are grouped in the search modal. */
const RELEASE_NOTES_SECTION = ['Release notes'];

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <div {...indexAttributes(RELEASE_NOTES_SECTION, RELEASE_NOTES_FACET)}>
      <BlogPostItem {...props} />
    </div>
  );
}
