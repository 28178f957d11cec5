import http from 'node:http';
import { user } from '@zhuyun/contracts';
import type { Rung } from './ladder-rungs';
import { signGet, type SigningKey } from './signing';

/**
 * `calls` calls to one rung of the ladder server (ladder-server.ts), `inFlight` at a time on keep-alive connections:
 * hello's bare GET, every other rung (a)'s signed `get_user_info`. Each answer is checked, so a rung that refuses the
 * call is not counted as served. Used by the tools that count rather than time (callgrind, strace).
 */
export async function driveRung(base: string, rung: Rung, key: SigningKey, token: string, calls: number, inFlight: number): Promise<void> {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const signed = rung === 'hello' ? { path: '/', headers: {} } : signGet(key, user.getUserInfo.path, {}, token);
      const request = http.get({ hostname, port, path: signed.path, headers: signed.headers, agent }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => (answer.statusCode === 200 && (body.startsWith('{"code":0,') || body === '{"hello":"world"}') ? resolve() : reject(new Error(`${rung}: ${answer.statusCode} ${body}`))));
      });
      request.on('error', reject);
    });
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < calls) await one();
    }),
  );
  agent.destroy();
}
