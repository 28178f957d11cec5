import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BootSpinner } from './boot-spinner';
import { lazyPage } from './lazy-page';

/*
 * The first load holds only / and /login; every other path of spec-2 §2.2–2.3 is in the route table
 * (route-table.ts), which loads with the first page that needs it, and each page is a chunk of its own. Declarative
 * routes: the data router's loaders are not used, and it would add ≈18 kB gzip to /login.
 */
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const TableRoutes = lazyPage(() => import('./table-routes'), 'TableRoutes');

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
