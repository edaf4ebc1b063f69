// Listens for the search shortcuts (rules in src/search/shortcuts.ts) on the whole page.
import { useEffect, type RefObject } from 'react';
import { isEditableTarget, searchShortcut } from '../../client/shortcuts';

interface Options {
  isOpen: boolean;
  /** `typed` is the letter the reader typed on the focused search button, to start the query with. */
  onOpen: (typed?: string) => void;
  onClose: () => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

export function useSearchShortcuts({ isOpen, onOpen, onClose, searchButtonRef }: Options): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = searchShortcut(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          inEditableField: isEditableTarget(target),
          onSearchButton: target !== null && target === searchButtonRef.current,
        },
        isOpen,
      );
      if (action.kind === 'none') return;
      event.preventDefault();
      if (action.kind === 'close') onClose();
      else onOpen(action.typed);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, searchButtonRef]);
}
