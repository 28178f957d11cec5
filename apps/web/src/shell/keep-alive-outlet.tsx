import { Activity, Suspense, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary, PageSkeleton } from '@zhuyun/ui';
import { useTabsStore } from '../lib/tabs-store';
import { pathnameOf } from '../lib/tab-rules';
import { isKeptAlive } from '../app/route-table';
import { usePageRefresh } from './page-refresh';

/** A failing or loading page keeps the shell usable around it. */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset}>
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * The current page, plus the kept-alive pages of open tabs (spec-1 §2), hidden with React's Activity: their state,
 * scroll and inputs survive a tab switch, their effects pause while hidden; closing the tab unmounts them.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const seq = usePageRefresh((state) => state.seq);
  const kept = useRef(new Map<string, ReactNode>());

  const keepCurrent = isKeptAlive(pathname);
  if (keepCurrent) kept.current.set(pathname, outlet);
  const open = new Set(tabs.map((tab) => pathnameOf(tab.path)));
  for (const key of kept.current.keys()) if (key !== pathname && !open.has(key)) kept.current.delete(key);

  return (
    <>
      {[...kept.current].map(([key, page]) => (
        <Activity key={`${key}:${seq[key] ?? 0}`} mode={key === pathname ? 'visible' : 'hidden'}>
          <PageFrame>{page}</PageFrame>
        </Activity>
      ))}
      {!keepCurrent && <PageFrame key={`${pathname}:${seq[pathname] ?? 0}`}>{outlet}</PageFrame>}
    </>
  );
}
