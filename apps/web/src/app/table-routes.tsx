import { lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { BrandedConfig } from '../lib/branding/branded-config';
import { hardNavigate } from '../lib/hard-navigate';
import { BootSpinner } from './boot-spinner';
import { lazyPage } from './lazy-page';
import { RequireSession } from './require-session';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { MICRO_ROUTE_PREFIXES } from './micro-prefixes';
import { UserDialogsContext } from '../shell/user-dialogs';
import { USER_DIALOGS } from './user-dialogs';

const AppLayout = lazyPage(() => import('../shell/app-layout'), 'AppLayout');
const RedirectPage = lazyPage(() => import('../shell/pages/redirect-page'), 'RedirectPage');
const MicroRoute = lazyPage(() => import('../shell/micro/micro-route'), 'MicroRoute');
const UnderDevelopmentPage = lazyPage(() => import('../features/status/pages/under-development-page'), 'UnderDevelopmentPage');
/** The page map of every other route is a chunk of its own (route-pages.ts); the most visited page needs no detour. */
const RoutePage = lazy(async () => ({ default: (await import('./route-page')).RoutePage }));
const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');

/** A phone page with an HTML entry of its own, reached by an in-app link: the server serves it on a full load. */
function SeparateEntry() {
  const { pathname, search } = useLocation();
  useEffect(() => hardNavigate.to(pathname + search), [pathname, search]);
  return <BootSpinner />;
}

function elementOf(entry: RouteEntry) {
  if (entry.layout === 'entry') return <SeparateEntry />;
  return entry.path === '/homepage' ? <HomePage /> : <RoutePage path={entry.path} />;
}

const routesOf = (layout: RouteEntry['layout']) =>
  ROUTE_TABLE.filter((entry) => entry.layout === layout).map((entry) => <Route key={entry.path} path={entry.path} element={elementOf(entry)} />);

/**
 * Every route of the table (route-table.ts) but / and /login, which routes.tsx keeps in the first load. A path of the
 * table without a page, and any unknown path, shows the under-development notice inside the shell (spec-2 §2.3).
 */
export function TableRoutes() {
  return (
    // antd's locale and theme for every page of the table: /login's first paint does without (branded-config.tsx).
    <BrandedConfig>
      <Routes>
        {routesOf('public')}
        {/* /redirect/<path> goes to that path (a page reloading itself); /redirect itself is the token hand-over. */}
        <Route path="/redirect/*" element={<RedirectPage />} />
        {routesOf('entry')}
        <Route element={<RequireSession />}>
          {routesOf('bare')}
          {/* The shell hosts what the app hands it: the account dialogs of the user menu (app/user-dialogs.ts). */}
          <Route
            element={
              <UserDialogsContext.Provider value={USER_DIALOGS}>
                <AppLayout />
              </UserDialogsContext.Provider>
            }
          >
            {routesOf('shell')}
            {MICRO_ROUTE_PREFIXES.map((prefix) => (
              <Route key={prefix} path={`${prefix}/*`} element={<MicroRoute />} />
            ))}
            <Route path="*" element={<UnderDevelopmentPage />} />
          </Route>
        </Route>
      </Routes>
    </BrandedConfig>
  );
}
