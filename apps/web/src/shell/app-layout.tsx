import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary, PageSkeleton } from '@zhuyun/ui';
import { TopBar } from './top-bar';
import { useRecordTab } from './use-record-tab';
// Menus and permissions (issue 4): the page-level permission set follows the active tab.
import { usePageAccessSync } from './access/use-page-access-sync';
import { MicroHost } from './micro/micro-host';
import './shell.css';

/** The layout around every signed-in page: top bar, then the page (a failing page keeps the bar usable). */
export function AppLayout() {
  const location = useLocation();
  useRecordTab();
  usePageAccessSync();

  return (
    <div className="app-shell">
      <TopBar />
      <main className="app-shell__content">
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <ErrorBoundary key={location.pathname} onReset={reset}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          )}
        </QueryErrorResetBoundary>
        {/* Sub-apps live beside the outlet so a kept-alive one survives navigation (docs/decisions/013). */}
        <MicroHost />
      </main>
    </div>
  );
}
