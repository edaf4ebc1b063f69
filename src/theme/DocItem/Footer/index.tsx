// Asks "Was this page helpful?" at the end of every doc page, above the theme's footer (edit link, last update).
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import { versionOfDocusaurusName } from '@site/src/data/versions';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { version } = useDocsVersion();
  return (
    <>
      <PageFeedback
        page={metadata.permalink}
        version={versionOfDocusaurusName(version)?.name ?? version}
        {...(metadata.editUrl && { editUrl: metadata.editUrl })}
      />
      <Footer {...props} />
    </>
  );
}
