// "Was this page helpful?" at the end of each doc page. The answer goes to the analytics as one custom event (page,
// version, answer: src/lib/analytics.ts) under the same rules as page views, and nowhere else; the reader is thanked
// in a live region. A "No" offers the page's edit link and the support link, the two ways to tell us what is missing.
import clsx from 'clsx';
import React, { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { pageFeedbackEvent } from '@site/src/lib/analytics';
import { trackEvent } from '@site/src/lib/plausible';
import { EXTERNAL_LINKS } from '@site/src/data/links';
import buttonStyles from '@site/src/components/PageButton/styles.module.css';
import styles from './styles.module.css';

interface Props {
  page: string;
  version: string;
  editUrl?: string;
}

type Answer = 'yes' | 'no';

export default function PageFeedback({ page, version, editUrl }: Props): ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const questionId = useId();
  const choose = (choice: Answer) => {
    // One answer per page view: a second click changes nothing.
    if (answer) return;
    setAnswer(choice);
    trackEvent(pageFeedbackEvent(page, version, choice));
  };
  return (
    <section className={styles.feedback} aria-labelledby={questionId} data-twin="skip" data-pagefind-ignore="all">
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.buttons} role="group" aria-labelledby={questionId}>
        {(['yes', 'no'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={clsx(buttonStyles.button, styles.answer)}
            aria-pressed={answer === choice}
            onClick={() => choose(choice)}
          >
            {choice === 'yes' ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      <div role="status" aria-live="polite" className={styles.thanks}>
        {answer === 'yes' && <p>Thank you for telling us.</p>}
        {answer === 'no' && (
          <p>
            Thank you for telling us. To say what was missing or wrong,{' '}
            {editUrl && (
              <>
                <Link to={editUrl}>suggest an edit to this page</Link> or{' '}
              </>
            )}
            <Link to={EXTERNAL_LINKS.support}>contact Gravity PDF support</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
