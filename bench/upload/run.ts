/**
 * Peak server memory during one 200 MB model upload (issue 17 item 4: "streamed to storage, never held whole in
 * memory"). The server runs in its own process (server.ts); this one sends a 200 MB GLB (sparse on disk, read as a
 * file-backed Blob) through the real signed client and reads the server's VmRSS from /proc every 20 ms, then VmHWM.
 * SIZE_MB=… changes the size. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { WEB_SYSTEM_NO, routes } from '@zhuyun/contracts';

const sizeMb = Number(process.env.SIZE_MB ?? 200);
const kb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0);
};
const mb = (k: number) => `${(k / 1024).toFixed(0)} MB`;

// A GLB header, then zeros: the server judges the kind by the first bytes and streams the rest to disk.
const file = path.join(os.tmpdir(), `zhuyun-bench-upload-${sizeMb}.glb`);
const handle = fs.openSync(file, 'w');
const head = Buffer.alloc(12);
head.write('glTF', 0, 'ascii');
head.writeUInt32LE(2, 4);
head.writeUInt32LE(sizeMb * 1024 * 1024, 8);
fs.writeSync(handle, head);
fs.ftruncateSync(handle, sizeMb * 1024 * 1024);
fs.closeSync(handle);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
const address = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const pid = server.pid as number;
try {
  const api = new ApiClient({ baseUrl: address, systemNo: WEB_SYSTEM_NO, authCode: 'bench-upload', store: memoryStore() });
  const login = await api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' });
  api.setToken(login.access_token);
  await api.call(routes.listModels, {}); // warm: routes compiled, session cached
  const before = kb(pid, 'VmRSS');
  const hwmBefore = kb(pid, 'VmHWM');
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, kb(pid, 'VmRSS'))), 20);
  const started = performance.now();
  const answer = await api.upload(routes.uploadModelFile, {}, await fs.openAsBlob(file), 'bench.glb');
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, kb(pid, 'VmRSS'));
  const hwm = kb(pid, 'VmHWM');
  process.stdout.write(`uploaded ${answer.data.size_bytes} bytes as ${answer.data.model_format} in ${(ms / 1000).toFixed(1)} s\n`);
  process.stdout.write(`server RSS before ${mb(before)}, peak sampled ${mb(peak)} (+${mb(peak - before)}), VmHWM ${mb(hwmBefore)} → ${mb(hwm)}\n`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(file, { force: true });
}
