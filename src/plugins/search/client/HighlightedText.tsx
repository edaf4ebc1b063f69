// Shows a highlighted search string as text with <mark> around matches: parsed into parts, never set as HTML.
import React, { type ReactNode } from 'react';
import { markedParts } from '@site/src/plugins/search/client/highlight';

export default function HighlightedText({ value }: { value: string }): ReactNode {
  return markedParts(value).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
  );
}
