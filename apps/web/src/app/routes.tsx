import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BootSpinner } from './boot-spinner';
import { lazyPage } from './lazy-page';
import { RequireSession } from './require-session';

/*
 * The route table of spec-2 §2.2–2.3 built so far. Every page loads on demand, so /login's first load carries no
 * shell code. Declarative routes: the data router's loaders are not used, and it would add ≈18 kB gzip to /login.
 */
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const AppLayout = lazyPage(() => import('../shell/app-layout'), 'AppLayout');
const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const ErrorPage = lazyPage(() => import('../features/status/pages/error-page'), 'ErrorPage');
const UnderDevelopmentPage = lazyPage(() => import('../features/status/pages/under-development-page'), 'UnderDevelopmentPage');

export function AppRoutes() {
  return (
    <Suspense fallback={<BootSpinner />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireSession />}>
          <Route element={<AppLayout />}>
            <Route path="/homepage" element={<HomePage />} />
            <Route path="/error" element={<ErrorPage />} />
            <Route path="/building" element={<UnderDevelopmentPage />} />
            <Route path="*" element={<UnderDevelopmentPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
