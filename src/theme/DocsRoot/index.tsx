// With routeBasePath '/', the docs own every path; a path outside all versions (/no/such/page, /404.html) would render an
// empty layout. This sends those paths to the not-found page and leaves everything else to the theme's DocsRoot.
import React, { type ReactNode } from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type { WrapperProps } from '@docusaurus/types';
import { matchPath, useLocation } from '@docusaurus/router';
import NotFound from '@theme/NotFound';

type Props = WrapperProps<typeof DocsRootType>;

export default function DocsRootWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const inAVersion = (props.route.routes ?? []).some((route) =>
    matchPath(pathname, { path: route.path, exact: route.exact, strict: route.strict }),
  );
  return inAVersion ? <DocsRoot {...props} /> : <NotFound />;
}
