// Names the sidebar being shown (data-sidebar) so tests and analytics can tell the eight sidebars apart;
// `display: contents` keeps the theme's flex layout untouched.
import React, { type ReactNode } from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof SidebarType>;

export default function SidebarWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  return (
    <div style={{ display: 'contents' }} data-sidebar={sidebar?.name}>
      <Sidebar {...props} />
    </div>
  );
}
