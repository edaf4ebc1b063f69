// On a release-notes post's own page (not in the post lists): marks the post for the local search index (posts belong
// to no docs version, so they carry the release-notes facet that every version scope of the search includes, and the
// `news` kind the ranking weighs), and
// links the post's Markdown twin from the head.
import React, { type ReactNode } from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import { indexAttributes, kindFilter } from '@site/src/plugins/search/client/indexAttributes';
import { RELEASE_NOTES_FACET } from '@site/src/plugins/search/client/versionScope';

type Props = WrapperProps<typeof BlogPostItemType>;

/** How release-notes hits are grouped in the search modal. */
const RELEASE_NOTES_SECTION = ['Release notes'];

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const { isBlogPostPage, metadata } = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <div {...indexAttributes(RELEASE_NOTES_SECTION, RELEASE_NOTES_FACET)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(metadata.permalink)} />
      </Head>
      <span hidden data-pagefind-filter={kindFilter('news')} />
      <BlogPostItem {...props} />
    </div>
  );
}
