import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiClient, jsonStorage } from '@zhuyun/client';
import './check-fill.css';
import { CheckFillApp } from './check-fill-app';

interface RuntimeConfig {
  systemNo?: string;
  authCode?: string;
}

// The runtime config the server writes into the page; the Vite dev server injects none (the development auth code).
const config = (window as { __ZHUYUN_CONFIG__?: RuntimeConfig }).__ZHUYUN_CONFIG__;
// The inspector's own platform session: the same browser storage as the web shell (same origin), no second sign-in.
const client = new ApiClient({
  baseUrl: '',
  systemNo: config?.systemNo || 'web',
  authCode: config?.authCode || (import.meta.env.DEV ? 'dev-web-auth-code' : ''),
  store: jsonStorage(window.localStorage),
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <CheckFillApp client={client} templateId={new URLSearchParams(window.location.search).get('template_id') ?? ''} />
  </StrictMode>,
);
