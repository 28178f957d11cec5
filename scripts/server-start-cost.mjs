/**
 * What one server start costs (decision 028): spawns the bundle (`npm run build:server` first) on a copy of a prepared
 * data folder, as every e2e suite's server starts, and prints its wall time to the first healthy answer and its own
 * CPU (user + sys from /proc, the only fair measure on a busy machine). Without TEMPLATE it prepares a folder first
 * and prints its path, to pass as TEMPLATE next time. Linux only.
 *
 *   node scripts/server-start-cost.mjs [repo=.] [runs=3] ["node flags", e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(process.argv[2] ?? '.');
const runs = Number(process.argv[3] ?? 3);
const nodeFlags = (process.argv[4] ?? '').split(' ').filter(Boolean);
const TICKS = 100; // USER_HZ on Linux

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const healthy = (url) =>
  new Promise((resolve) => {
    http.get(url, (res) => (res.resume(), resolve(res.statusCode === 200))).on('error', () => resolve(false));
  });
/** utime and stime of the process itself (all its threads), and of its waited-for children (the preparing child). */
function cpuOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const [user, sys, childUser, childSys] = fields.slice(11, 15).map((t) => Number(t) / TICKS);
  return { cpu: user + sys, children: childUser + childSys };
}

async function start(dataDir, flags = []) {
  const port = await freePort();
  const began = Date.now();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, [...flags, path.join(repo, 'apps/server/dist/main.mjs')], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  while (!(await healthy(`http://127.0.0.1:${port}/api/health`))) {
    if (child.exitCode !== null) throw new Error(log);
    await new Promise((r) => setTimeout(r, 50));
  }
  const result = { wall: (Date.now() - began) / 1000, ...cpuOf(child.pid) };
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return result;
}

let template = process.env.TEMPLATE;
if (!template) {
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-start-template-'));
  const r = await start(template);
  process.stdout.write(`prepared: wall ${r.wall.toFixed(1)} s, cpu ${r.cpu.toFixed(2)} s (+ preparing child ${r.children.toFixed(2)} s)\nTEMPLATE=${template}\n`);
}
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-start-'));
  fs.cpSync(template, dir, { recursive: true });
  const r = await start(dir, nodeFlags);
  process.stdout.write(`start ${i}: wall ${r.wall.toFixed(2)} s, cpu ${r.cpu.toFixed(2)} s, preparing child ${r.children.toFixed(2)} s, load ${os.loadavg()[0].toFixed(1)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
}
