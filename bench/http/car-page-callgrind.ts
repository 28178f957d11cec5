import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { prepareDatabase, makeTempDir } from './databases';
import { getKey, login, signGet } from './signing';

/**
 * Instructions per (b) call of one checkout's server, counted by callgrind: on a shared machine CPU time per call
 * moves by ± 30 % with the others' load, an instruction count does not (it counts the JIT's code as well).
 *   node --import tsx bench/http/car-page-callgrind.ts prepare <root> <database url>     migrate and seed (root's own)
 *   valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=<file> \
 *     node --import tsx bench/http/car-page-callgrind.ts run <root> <database url> [warm] [calls]
 * `run` builds root's server as main.ts does, listens, and drives it from the same process over 8 keep-alive sockets
 * with requests signed beforehand (the answer's bytes are read, never decoded); instrumentation is on only for the
 * counted calls, so the file's total is the server's work for them plus the sockets' client side (alike for any
 * server). PostgreSQL's side is not in it.
 */
const [mode, rootArg, url, warmArg, callsArg] = process.argv.slice(2);
const root = path.resolve(rootArg ?? '.');
const members = 1_000;

async function run(): Promise<void> {
  const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
  const { loadConfig } = await load('config.ts');
  const { openDatabase } = await load('db/client.ts');
  const { buildApp } = await load('app.ts');
  const authCode = 'bench-web-auth-code';
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn', LOGIN_RATE_PER_MINUTE: '1000000', WEB_AUTH_CODE: authCode, FILE_STORAGE: makeTempDir() });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });
  const base: string = await app.listen({ port: 0, host: '127.0.0.1' });
  const key = await getKey(base, authCode);
  const token = await login(base, key, 'demo', 'Demo@2026zy!');
  const port = Number(new URL(base).port);
  const request = (n: number) => {
    const signed = signGet(key, '/api/v1/work/car', { page: (n % (members / 20)) + 1, page_size: 20 }, token);
    const headers = Object.entries(signed.headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    return Buffer.from(`GET ${signed.path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}\r\n`, 'latin1');
  };
  const drive = async (count: number) => {
    const requests = Array.from({ length: count }, (_, n) => request(n));
    let next = 0;
    let bytes = 0;
    await Promise.all(Array.from({ length: 8 }, () => new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let pending: Buffer = Buffer.alloc(0);
      const send = () => (next < requests.length ? socket.write(requests[next++]!) : (socket.end(), resolve()));
      socket.on('connect', send);
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const head = pending.indexOf('\r\n\r\n');
        if (head < 0) return;
        const header = pending.toString('latin1', 0, head);
        const length = Number(/content-length: (\d+)/i.exec(header)?.[1]);
        if (pending.length < head + 4 + length) return;
        if (!header.startsWith('HTTP/1.1 200') || pending.toString('latin1', head + 4, head + 14) !== '{"code":0,') reject(new Error(header));
        bytes += length;
        pending = pending.subarray(head + 4 + length);
        send();
      });
    })));
    return bytes / count;
  };
  await drive(Number(warmArg ?? 3000));
  spawnSync('callgrind_control', ['-i', 'on', String(process.pid)], { stdio: 'ignore' });
  const bytes = await drive(Number(callsArg ?? 500));
  spawnSync('callgrind_control', ['-i', 'off', String(process.pid)], { stdio: 'ignore' });
  process.stdout.write(`${root}: ${callsArg ?? 500} calls counted, ${Math.round(bytes)} bytes an answer\n`);
  await app.close();
  await database.close();
}

if (mode === 'prepare') await prepareDatabase({ kind: 'postgres', url: url as string }, members, false, root);
else await run();
process.exit();
