// Wraps the docs root: the docs own the site root (routeBasePath '/'), so a path outside every version (/no/such/place,
// and 404.html itself) matched it and rendered an empty layout; such paths get the not-found page instead.
import React, { type ReactNode } from 'react';
import { matchPath, useLocation } from '@docusaurus/router';
import DocsRootOriginal from '@theme-original/DocsRoot';
import NotFound from '@theme/NotFound';
import type { Props } from '@theme/DocsRoot';

export default function DocsRoot(props: Props): ReactNode {
  const { pathname } = useLocation();
  const inAVersion = (props.route.routes ?? []).some((route) =>
    matchPath(pathname, { path: route.path, exact: route.exact, strict: route.strict }),
  );
  return inAVersion ? <DocsRootOriginal {...props} /> : <NotFound />;
}
