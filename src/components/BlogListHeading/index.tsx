// The release notes' list pages have no heading in the classic theme. The BlogListPage wrapper provides the page's
// title and description; the BlogLayout wrapper, which renders inside <main>, shows them as the page's <h1> and lead.
import React, { createContext, useContext, type ReactNode } from 'react';
import Heading from '@theme/Heading';

export interface ListHeading {
  title: string;
  description: string;
}

export const BlogListHeadingContext = createContext<ListHeading | null>(null);

export function BlogListHeading(): ReactNode {
  const heading = useContext(BlogListHeadingContext);
  if (!heading) return null;
  return (
    <header className="margin-bottom--lg">
      <Heading as="h1">{heading.title}</Heading>
      <p>{heading.description}</p>
    </header>
  );
}
