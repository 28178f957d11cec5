// Writes /login's first render into dist/index.html (issue 23): the password form shows from the document itself,
// and main.tsx hydrates it. Run by `npm run build` after `vite build`, before the budget check.
//
// The page is rendered in Node by Vite's module loader with this app's config (aliases included), under a jsdom window
// that stands in for the browser globals the app's modules read when loaded (localStorage, location). The markup
// goes into a <template> after #root, with a few lines that move it into #root on /login only (index.html answers every
// path; elsewhere the template is dropped unused) and add the login page's stylesheet as render-blocking, so the form
// never paints unstyled. Submitting before the scripts have run is held back (it would reload the page) and done by the
// hydrated form, and the last press on a tab or link (plain buttons) is kept and pressed again once they have
// (src/lib/prerendered-login.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import { prerenderedLoginTest } from '../prerendered-login-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const LOGIN_MODULE = 'src/features/auth/pages/login-page.tsx';

/** The CSS files the login route's chunk and its static imports bring (Vite's manifest). */
function loginCss() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const css = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const child of manifest[key].imports ?? []) visit(child, seen);
  };
  visit(LOGIN_MODULE);
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  return [...css].filter((file) => !entryCss.has(file));
}

async function renderLogin() {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/login' });
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator', 'HTMLElement', 'Element', 'Node']) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
  const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', appType: 'custom',
    // antd's and its helpers' ES builds import without file extensions, which Node's loader refuses: Vite loads them.
    ssr: { noExternal: [/^antd\//, /^antd$/, /^@ant-design\//, /^@rc-component\//, /^rc-/] },
    server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const { renderLoginPage } = await vite.ssrLoadModule('/src/app/prerender-login.tsx');
    return await renderLoginPage();
  } finally {
    await vite.close();
  }
}

const isLogin = prerenderedLoginTest;
// The server fills this slot with each answer's nonce, in the page and its CSP (apps/server platform/http/html-entry.ts
// NONCE_SLOT, decision 019-security-headers): inline styles are allowed by it, and only by it.
const NONCE_SLOT = '{{csp-nonce}}';
const asset = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
/** Text that may stand inside an inline <script> or <style> as it is. */
const inlineSafe = (text, what) => {
  if (/<\/(script|style)|<!--/i.test(text)) throw new Error(`prerender-login: ${what} cannot be inlined as it is`);
  return text;
};
// The server hashes every inline script for the page's CSP (019-security-headers), so this one is fixed at build time.
// On /login it adds the login page's styles at the end of the head, where Vite's loader would append its stylesheet
// (the cascade stays as it was), with the page's nonce (meta csp-nonce, written by the server first in <head>). A
// disabled link of each file tells that loader the sheet is in (it skips a file it finds as a stylesheet link) without
// the browser fetching it: the login chunk no longer downloads and applies its CSS a second time.
function headScript(css, files) {
  const text = JSON.stringify(css).replace(/</g, '\\u003c');
  const links = JSON.stringify(files.map((file) => `/${file}`));
  return `<script>if(${isLogin}){var s=document.createElement('style');s.nonce=document.querySelector('meta[name=csp-nonce]').content;s.textContent=${text};document.head.appendChild(s);${links}.forEach(function(u){var k=document.createElement('link');k.rel='stylesheet';k.disabled=true;k.href=u;document.head.appendChild(k)});var h=window.__zyEarlySubmit=function(e){e.preventDefault();h.held=true};addEventListener('submit',h,true);var c=window.__zyEarlyClick=function(e){var t=e.target&&e.target.closest&&e.target.closest('#root button[type=button]');if(t)c.el=t};addEventListener('click',c,true)}</script>`;
}
const bodyScript = `<script>(function(t,r){if(${isLogin})r.appendChild(t.content);t.remove()})(document.getElementById('zy-login'),document.getElementById('root'))</script>`;

const file = path.join(dist, 'index.html');
let html = fs.readFileSync(file, 'utf8');
if (html.includes('id="zy-login"')) throw new Error('prerender-login: dist/index.html is already prerendered');
const markup = await renderLogin();
if (!markup.includes('请输入密码')) throw new Error('prerender-login: the rendered page has no password field');
const css = loginCss();
if (!css.length) throw new Error(`prerender-login: no CSS found for ${LOGIN_MODULE} in the manifest`);
// The entry's stylesheet (0.5 kB) inline: over HTTP/1.1 its request queued behind the entry's six scripts, and the
// head's scripts and the first paint waited for it.
html = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/, (_link, file) => `<style nonce="${NONCE_SLOT}">${inlineSafe(asset(file), file)}</style>`);
if (!html.includes('<style nonce=')) throw new Error("prerender-login: dist/index.html has no entry stylesheet link to inline");
html = html.replace('</head>', `${headScript(inlineSafe(css.map(asset).join('\n'), css.join(', ')), css)}\n  </head>`);
const rootDiv = '<div id="root"></div>';
if (!html.includes(rootDiv)) throw new Error('prerender-login: dist/index.html has no empty #root');
html = html.replace(rootDiv, `${rootDiv}<template id="zy-login">${markup}</template>${bodyScript}`);
fs.writeFileSync(file, html);
for (const ext of ['.br', '.gz']) fs.rmSync(`${file}${ext}`, { force: true });
process.stdout.write(`prerender-login: /login's markup (${(markup.length / 1024).toFixed(1)} kB) and ${css.join(', ')} in dist/index.html\n`);
process.exit(0); // the rendered app's query cache keeps a 5-minute timer (its gcTime) alive
