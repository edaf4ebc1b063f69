// DocSearch 4.7 sets its error status on a failed search, but autocomplete-core resets it to idle right after, so its
// "Unable to fetch results" screen never stays. This shows that screen (DocSearch's markup) inside the modal instead.
import React, { useEffect, useState, type ReactNode } from 'react';
// @ts-expect-error -- react-dom ships no types and @types/react-dom is not a dependency; createPortal is typed below.
import { createPortal as untypedCreatePortal } from 'react-dom';

const createPortal = untypedCreatePortal as (children: ReactNode, container: Element) => ReactNode;

export default function SearchFailure({ failed }: { failed: boolean }): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}
