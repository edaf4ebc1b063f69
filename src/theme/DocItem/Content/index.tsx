// Puts the reference summary (signature and parameters, from front matter) under the title of hook and API pages,
// so every reference page shows its facts the same way and writers never hand-write those tables.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ReferenceSummary from '@site/src/components/ReferenceSummary';
import { referenceFromFrontMatter } from '@site/src/lib/reference';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { frontMatter } = useDoc();
  const reference = referenceFromFrontMatter(frontMatter as Record<string, unknown>);
  return (
    <Content {...props}>
      {reference && <ReferenceSummary reference={reference} />}
      {children}
    </Content>
  );
}
