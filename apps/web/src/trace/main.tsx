import { createRoot } from 'react-dom/client';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { TraceApp } from './trace-app';
import './trace.css';

// The public component trace page (/memberQrCode?id=…): no shell, no antd, no session — a phone opens it from a label.
// Read here rather than through lib/runtime-config: sharing that module with the shell would split it into a chunk of
// its own that /login then loads as one more file.
const injected = (window as { __ZHUYUN_CONFIG__?: { systemNo?: string; authCode?: string; mapTileUrl?: string | null } }).__ZHUYUN_CONFIG__;
const config = {
  systemNo: injected?.systemNo || 'web',
  authCode: injected?.authCode || (import.meta.env.DEV ? 'dev-web-auth-code' : ''),
  mapTileUrl: injected?.mapTileUrl ?? null,
};
const client = new ApiClient({ baseUrl: '', systemNo: config.systemNo, authCode: config.authCode, store: memoryStore() });
const id = new URLSearchParams(window.location.search).get('id');
const root = document.getElementById('root');
if (root) createRoot(root).render(<TraceApp client={client} id={id} mapTileUrl={config.mapTileUrl} />);
