// The release notes' tag list has no description of its own in the theme: search engines and link previews get one.
import React, { type ReactNode } from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every tag of the Gravity PDF release notes: changes for site owners, for developers, security fixes and new requirements." />
      <BlogTagsListPage {...props} />
    </>
  );
}
