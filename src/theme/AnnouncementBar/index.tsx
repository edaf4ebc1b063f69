// Two fixes to the theme's announcement bar. It speaks for the latest release, so pages of end-of-life versions, which
// carry their own end-of-life banner, show none (in the static HTML too). And a new announcement shows at once for
// readers who closed the previous one: the theme's pre-hydration script hides the bar from the stored "dismissed" flag
// alone, and nothing clears that hint when the announcement id changes.
import React, { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useLocation } from '@docusaurus/router';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import { versionOfPath } from '@site/src/data/versions';

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  const readingEndOfLifeVersion = versionOfPath(useLocation().pathname)?.status === 'end-of-life';
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return readingEndOfLifeVersion ? null : <AnnouncementBar />;
}
