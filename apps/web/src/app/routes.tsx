import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BootSpinner } from './boot-spinner';
import { lazyPage, preloadablePage } from './lazy-page';

/*
 * The first load holds only / and /login; every other path of spec-2 §2.2–2.3 is in the route table
 * (route-table.ts), which loads with the first page that needs it, and each page is a chunk of its own. Declarative
 * routes: the data router's loaders are not used, and it would add ≈18 kB gzip to /login.
 */
const LoginPage = preloadablePage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const TableRoutes = lazyPage(() => import('./table-routes'), 'TableRoutes');

/**
 * Loads the first page's code when the address names /login (or /, which goes there), so main.tsx can render it
 * without a suspended first render (lazy-page.ts: 300 ms of spinner). index.html's head has already asked for the
 * files (route-preload.ts), so this waits only for them. A failed load is left to the route's lazy page to report.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/' && path !== '/login') return;
  try {
    await LoginPage.preload();
  } catch {
    // The lazy page retries the import and shows the error boundary if it fails again.
  }
}

export function AppRoutes() {
  return (
    <Suspense fallback={<BootSpinner />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<TableRoutes />} />
      </Routes>
    </Suspense>
  );
}
