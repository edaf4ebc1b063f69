// Replaces the route loader: a spinner that appears only after a delay, and an error box whose Retry reloads the page
// (a chunk that failed once usually loads on a fresh page; react-loadable's own retry would reuse the failed import).
import React, { type ReactNode } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({ error, pastDelay, isLoading }: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrap} role="status" aria-label="Loading the page">
        <svg className={styles.spinner} viewBox="0 0 48 48" width="96" height="96" aria-hidden="true">
          <circle className={styles.ring} cx="24" cy="24" r="20" />
          <circle className={styles.dot} cx="24" cy="24" r="6" />
        </svg>
      </div>
    );
  }
  if (!isLoading) {
    // react-loadable only shows the loader while loading or after an error: reaching here means the page loaded but rendered nothing.
    throw new Error('The page finished loading but cannot render anything: its component was not found in the loaded chunk.');
  }
  return null;
}
