import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { WebApp } from './app/app';
import { preloadFirstPage } from './app/routes';
import { createAppServices } from './app/services';
import './global.css';

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
