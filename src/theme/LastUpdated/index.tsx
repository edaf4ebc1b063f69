// Replaces the theme's LastUpdated (@docusaurus/theme-classic 3.10.2, lib/theme/LastUpdated) with one change: the date
// is formatted by formatLastUpdated, not by a new Intl.DateTimeFormat during hydration (its first use costs a phone
// tens of milliseconds; see formatDate.ts). The markup, translation ids and text are the theme's, so the hydrated
// page matches the server's. The site has one locale, `en`; a second locale would need the theme's Intl back.
// UPGRADING.md lists this file; __tests__/formatDate.test.ts fails if the theme's component changes what it formats.
import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatLastUpdated } from './formatDate';

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatLastUpdated(atDate)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
