// The release notes' list pages: a heading (shown by the BlogLayout wrapper inside <main>) and, on the first page, the
// link to its Markdown twin (later list pages repeat the posts and have none).
import React, { type ReactNode } from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import { BlogListHeadingContext } from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  const { blogTitle, blogDescription, page } = props.metadata;
  const heading = { title: page > 1 ? `${blogTitle}, page ${page}` : blogTitle, description: blogDescription };
  return (
    <BlogListHeadingContext.Provider value={heading}>
      {props.metadata.page === 1 && (
        <Head>
          <link rel="alternate" type="text/markdown" href={markdownTwinPath(props.metadata.permalink)} />
        </Head>
      )}
      <BlogListPage {...props} />
    </BlogListHeadingContext.Provider>
  );
}
