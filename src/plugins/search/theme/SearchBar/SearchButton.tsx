// The top bar's search button in DocSearch's markup and CSS (button.css). DocSearch 3 ships its button only inside the
// bundle that also holds the modal, so importing it would put the whole modal into main.js; this small copy of the
// markup keeps the modal out of the first load.
import React, { forwardRef, type ButtonHTMLAttributes } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & { label: string };

/** ⌘ on Apple devices, Ctrl elsewhere; known only in the browser, so nothing shows until after hydration. */
function useCommandKeyLabel(): string | null {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({ label, className, ...buttonProps }, ref) {
  const commandKey = useCommandKeyLabel();
  return (
    <button
      type="button"
      ref={ref}
      className={['DocSearch', 'DocSearch-Button', className].filter(Boolean).join(' ')}
      aria-label={label}
      {...buttonProps}
    >
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" />
          <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {commandKey && (
          <>
            <kbd className="DocSearch-Button-Key">{commandKey}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
