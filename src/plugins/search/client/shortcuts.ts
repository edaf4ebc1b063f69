// Which key presses open or close the search, kept out of React so the rules are unit-tested: `/` and Ctrl/⌘+K open,
// Escape and Ctrl/⌘+K close, and a letter typed on the focused search button opens the search with that letter.

export type ShortcutAction = { kind: 'open'; typed?: string } | { kind: 'close' } | { kind: 'none' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a text field, a select or editable content: `/` is typing there, not a shortcut. */
  inEditableField: boolean;
  /** The key went to the search button itself. */
  onSearchButton: boolean;
}

const NONE: ShortcutAction = { kind: 'none' };

export function searchShortcut(press: KeyPress, isOpen: boolean): ShortcutAction {
  const withCommandKey = press.ctrlKey || press.metaKey;
  if (withCommandKey && !press.altKey && press.key.toLowerCase() === 'k') return isOpen ? { kind: 'close' } : { kind: 'open' };
  if (isOpen) return press.key === 'Escape' ? { kind: 'close' } : NONE;
  if (press.key === '/' && !press.inEditableField && !withCommandKey && !press.altKey) return { kind: 'open' };
  // A reader who tabbed to the button and starts typing means to search for what they type.
  if (press.onSearchButton && !withCommandKey && !press.altKey && /^[\p{L}\p{N}]$/u.test(press.key)) {
    return { kind: 'open', typed: press.key };
  }
  return NONE;
}

/** The part of a DOM event target the rules need, without depending on the DOM's types here. */
export function isEditableTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  return Boolean(target.isContentEditable) || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName ?? '');
}
