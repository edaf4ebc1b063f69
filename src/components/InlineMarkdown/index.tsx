// The little Markdown that data written for tables uses (`code` and **bold**, see inlineParts), rendered as elements:
// shared by the hook and API summaries and the known-issues tables.
import React, { type ReactNode } from 'react';
import { inlineParts } from '@site/src/plugins/reference/lib/model';

export default function InlineMarkdown({ source }: { source: string }): ReactNode {
  return inlineParts(source).map((part, index) =>
    part.kind === 'code' ? (
      <code key={index}>{part.value}</code>
    ) : part.kind === 'strong' ? (
      <strong key={index}>{part.value}</strong>
    ) : (
      <React.Fragment key={index}>{part.value}</React.Fragment>
    ),
  );
}
