import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app-root';
import { preloadFirstPage } from './routes';
import { createAppServices } from './services';

/**
 * /login's first render as HTML, for the build to put into index.html (scripts/prerender-login.mjs): the form shows
 * from the document itself, before any script has run, and main.tsx hydrates it (issue 23: the field was usable only
 * after React, the router and the page had downloaded and run). Branding is loading, as on a first visit.
 */
export async function renderLoginPage(): Promise<string> {
  await preloadFirstPage('/login');
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location="/login">{children}</StaticRouter>;
  return renderToString(<AppRoot router={router} services={createAppServices()} />);
}
