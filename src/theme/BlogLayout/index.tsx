// The release notes' layout with the table of contents in a navigation landmark: the theme leaves it in a bare column
// beside <main>, outside every landmark, where screen reader users who move by landmark never find it. On list pages it
// also shows the page's heading (see BlogListHeading).
import React, { type ReactNode } from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type { WrapperProps } from '@docusaurus/types';
import { BlogListHeading } from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({ toc, children, ...props }: Props): ReactNode {
  return (
    <BlogLayout {...props} toc={toc ? <nav aria-label="On this page">{toc}</nav> : toc}>
      <BlogListHeading />
      {children}
    </BlogLayout>
  );
}
