// The navbar's version menu: v6 to v3, each leading to the same page in that version when one exists (slugs changed between versions, so Docusaurus's id-based dropdown cannot find them).
import React, { type ReactNode } from 'react';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { DOC_VERSIONS, LATEST_VERSION, docusaurusVersionName, versionOfPath } from '@site/src/data/versions';
import { versionTargets } from '@site/src/lib/versionTargets';
import { usePageEquivalents } from './pageEquivalents';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

export default function VersionMenu({ mobile, position }: Props): ReactNode {
  const { pathname, search, hash } = useLocation();
  const { savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const readingVersion = versionOfPath(pathname);
  const targets = versionTargets(DOC_VERSIONS, usePageEquivalents(pathname));

  const items = targets.map(({ version, path, samePage }) => ({
    label: version.status === 'supported' ? `${version.label} (latest)` : `${version.label} (end of life)`,
    // Keep the reader's place (#anchor, ?query) only when landing on the same page.
    to: samePage ? `${path}${search}${hash}` : path,
    isActive: () => version === readingVersion,
    // The latest version is stored under Docusaurus's internal name for docs/.
    onClick: () => savePreferredVersionName(docusaurusVersionName(version)),
    'data-version': version.name,
  }));

  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      label={mobile ? 'Versions' : (readingVersion ?? LATEST_VERSION).label}
      items={items}
      aria-label="Documentation version"
    />
  );
}
