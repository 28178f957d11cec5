import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { WebApp } from './app/app';
import { createAppServices } from './app/services';
import './global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <WebApp services={createAppServices()} />
    </BrowserRouter>
  </StrictMode>,
);
