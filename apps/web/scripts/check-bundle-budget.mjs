// After `vite build`: print every chunk's gzip size and add up the JavaScript the browser loads on a first visit to
// /login (the entry, the login route's lazy chunk and everything they import statically). Fails the build above budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 200;
const LOGIN_ROUTE_MODULE = 'src/features/auth/pages/login-page.tsx';
/** Phone pages are entries of their own, opened on site over mobile networks (issues: trace page, questionnaire). */
const PHONE_BUDGETS_KB = { 'trace.html': 120, 'survey.html': 120 };

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const print = (line) => process.stdout.write(`${line}\n`);
const format = (kb) => `${kb.toFixed(1).padStart(7)} kB`;

/** The manifest keys a chunk pulls in before it can run: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
if (!entryKey || !manifest[LOGIN_ROUTE_MODULE]) {
  console.error(`check-bundle-budget: entry or ${LOGIN_ROUTE_MODULE} missing from the manifest`);
  process.exit(1);
}

print('\nchunks (gzip):');
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ key, file: chunk.file, kb: gzipKb(chunk.file), kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'route' : 'shared' }))
  .sort((a, b) => b.kb - a.kb);
for (const row of rows) print(`${format(row.kb)}  ${row.kind.padEnd(6)}  ${row.file}  (${row.key})`);

const loginKeys = new Set([...staticClosure(entryKey), ...staticClosure(LOGIN_ROUTE_MODULE)]);
const loginFiles = [...loginKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const loginKb = loginFiles.reduce((sum, file) => sum + gzipKb(file), 0);

print(`\n/login first load: ${loginFiles.length} JS files, ${loginKb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (loginKb > BUDGET_KB) {
  console.error(`check-bundle-budget: /login loads ${loginKb.toFixed(1)} kB gzip of JavaScript, over the ${BUDGET_KB} kB budget`);
  process.exit(1);
}

let overBudget = false;
for (const [entry, budget] of Object.entries(PHONE_BUDGETS_KB)) {
  if (!manifest[entry]) continue;
  const files = [...staticClosure(entry)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  print(`${entry} first load: ${files.length} JS files, ${kb.toFixed(1)} kB gzip (budget ${budget} kB)`);
  if (kb > budget) {
    console.error(`check-bundle-budget: ${entry} loads ${kb.toFixed(1)} kB gzip of JavaScript, over the ${budget} kB budget`);
    overBudget = true;
  }
}
if (overBudget) process.exit(1);
