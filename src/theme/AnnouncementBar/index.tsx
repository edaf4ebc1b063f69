// Makes a new announcement show at once for readers who closed the previous one: the theme's pre-hydration script hides
// the bar from the stored "dismissed" flag alone, and nothing clears that hint when the announcement id changes.
import React, { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
