import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { preloadFirstPage } from './app/routes';
import { createAppServices } from './app/services';
import { stampScriptStyles } from './lib/csp-nonce';
import './global.css';

// Before anything renders: the <style> elements of libraries without a nonce option get the page's nonce
// (docs/decisions/019-security-headers.md).
stampScriptStyles();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The first page's code first, then one render that shows it (app/lazy-page.ts, preloadablePage). On /login the
// document already holds the page's markup (scripts/prerender-login.mjs): that render hydrates it, keeping what was
// typed and the focus (lib/prerendered-login.ts).
void preloadFirstPage(window.location.pathname).then(() => {
  const app = <AppRoot router={BrowserRouter} services={createAppServices()} />;
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
