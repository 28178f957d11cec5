import { StrictMode, type ReactNode } from 'react';
import { WebApp } from './app';
import type { AppServices } from './services';

/**
 * The whole tree main.tsx renders, inside the router it is given: the browser's, or a static one when the build
 * renders /login into index.html (prerender-login.tsx). One definition, so the markup the build writes is the markup
 * the first render hydrates.
 */
export function AppRoot({ router: Router, services }: { router: (props: { children: ReactNode }) => ReactNode; services: AppServices }) {
  return (
    <StrictMode>
      <Router>
        <WebApp services={services} />
      </Router>
    </StrictMode>
  );
}
