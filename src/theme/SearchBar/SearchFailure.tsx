// DocSearch 4.7 sets its error status on a failed search, but autocomplete-core resets it to idle right after, so its
// "Unable to fetch results" screen never stays. This shows that screen (DocSearch's markup) inside the modal instead.
import React, { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export default function SearchFailure({ failed }: { failed: boolean }): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- DocSearch's dropdown exists only after it commits, so it is found in an effect.
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
