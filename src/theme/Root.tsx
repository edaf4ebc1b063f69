// Root wraps every page (Docusaurus's own extension point, not a swizzle). It exists for hosts with no redirect rules
// at all: there `/x/`, `/x/index` and `/x/index.html` reach the browser as the not-found page (or as the page under a
// second address), so once the app starts, the address moves to `/x` when `/x` is a page. Hosts configured
// with build/nginx.conf, _redirects or .htaccess redirect before the browser sees anything.
import React, { useEffect, type ReactNode } from 'react';
import { matchPath, useHistory, useLocation } from '@docusaurus/router';
import routes from '@generated/routes';
import { isPagePath, recoveredAddressOf, type RouteEntry } from '@site/src/plugins/hostConfig/addresses';

const isPage = (path: string): boolean => isPagePath(routes as RouteEntry[], path, (pathname, route) => matchPath(pathname, route));

export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { pathname, search, hash } = useLocation();
  const history = useHistory();
  useEffect(() => {
    const address = recoveredAddressOf(pathname, isPage);
    if (address !== null) history.replace(`${address}${search}${hash}`);
  }, [pathname, search, hash, history]);
  return <>{children}</>;
}
