import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { WebApp } from './app/app';
import { preloadFirstPage } from './app/routes';
import { createAppServices } from './app/services';
import { stampScriptStyles } from './lib/csp-nonce';
import './global.css';

// Before anything renders: the <style> elements of libraries without a nonce option get the page's nonce
// (docs/decisions/019-security-headers.md).
stampScriptStyles();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The first page's code first, then one render that shows it (app/lazy-page.ts, preloadablePage).
void preloadFirstPage(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <WebApp services={createAppServices()} />
      </BrowserRouter>
    </StrictMode>,
  ),
);
