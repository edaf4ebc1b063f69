// "Copy page" and "View as Markdown" under a doc page's title: the page's Markdown twin (written by the build next to
// the page, src/plugins/markdownExports) for pasting into an editor or an AI assistant. The result is announced in a
// live region and focus stays on the button.
import React, { useId, useState, type ReactNode } from 'react';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import buttonStyles from '@site/src/components/PageButton/styles.module.css';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Use View as Markdown instead.',
};

async function copyTwin(url: string): Promise<void> {
  const text = () =>
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
  // Safari allows the clipboard only during the click: hand it a promise of the text rather than waiting for the fetch.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text().then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text());
}

export default function PageActions({ permalink }: { permalink: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const statusId = useId();
  const twin = markdownTwinPath(permalink);
  const copy = () => {
    setStatus('copying');
    copyTwin(twin).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.actions} data-twin="skip" data-pagefind-ignore="all">
      <button type="button" className={buttonStyles.button} onClick={copy} aria-describedby={statusId}>
        Copy page
      </button>
      <a className={styles.link} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span id={statusId} className={styles.status} role="status" aria-live="polite">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
