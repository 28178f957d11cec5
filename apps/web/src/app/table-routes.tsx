import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { hardNavigate } from '../lib/hard-navigate';
import { BootSpinner } from './boot-spinner';
import { lazyPage } from './lazy-page';
import { RequireSession } from './require-session';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const AppLayout = lazyPage(() => import('../shell/app-layout'), 'AppLayout');
const UnderDevelopmentPage = lazyPage(() => import('../features/status/pages/under-development-page'), 'UnderDevelopmentPage');

/** A phone page with an HTML entry of its own, reached by an in-app link: the server serves it on a full load. */
function SeparateEntry() {
  const { pathname, search } = useLocation();
  useEffect(() => hardNavigate.to(pathname + search), [pathname, search]);
  return <BootSpinner />;
}

function elementOf(entry: RouteEntry) {
  if (entry.layout === 'entry') return <SeparateEntry />;
  const Page = entry.page ?? UnderDevelopmentPage;
  return <Page />;
}

/** /redirect/<path> carries the path to go to after it (spec-2 §2.2 /redirect). */
const routePath = (entry: RouteEntry) => (entry.path === '/redirect' ? '/redirect/*' : entry.path);

const routesOf = (layout: RouteEntry['layout']) =>
  ROUTE_TABLE.filter((entry) => entry.layout === layout).map((entry) => <Route key={entry.path} path={routePath(entry)} element={elementOf(entry)} />);

/**
 * Every route of the table (route-table.ts) but / and /login, which routes.tsx keeps in the first load. A path of the
 * table without a page, and any unknown path, shows the under-development notice inside the shell (spec-2 §2.3).
 */
export function TableRoutes() {
  return (
    <Routes>
      {routesOf('public')}
      {routesOf('entry')}
      <Route element={<RequireSession />}>
        {routesOf('bare')}
        <Route element={<AppLayout />}>
          {routesOf('shell')}
          <Route path="*" element={<UnderDevelopmentPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
