import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import querystring from 'fast-querystring';
import { SignatureHeader, user } from '@zhuyun/contracts';
import { hmacHex, randomToken, sha256Hex } from '../../apps/server/src/platform/crypto';
import { SessionService } from '../../apps/server/src/platform/session/session.service';
import type { SessionRepo, StoredSession } from '../../apps/server/src/platform/session/session.repo';
import type { SessionContext } from '../../apps/server/src/platform/session/session.types';
import { SigningKeyService } from '../../apps/server/src/platform/signing/signing-keys.service';
import { MemoryReplayStore } from '../../apps/server/src/platform/signing/replay-store';
import { verifySignature } from '../../apps/server/src/platform/signing/verify-signature';
import type { Db } from '../../apps/server/src/db/client';
import { signGet } from './signing';

/**
 * `node --import tsx bench/http/guard-callgrind.ts`: (a)'s two guards alone — the signature check with its replay
 * claim, then the session's cached resolution, as register-route.ts calls them — counted in instructions per call
 * under callgrind. No server: request objects shaped as Fastify's (getters over a raw message whose headers Node's
 * parser would make, the query from fast-querystring), made before the run. Two runs that differ only in how many of
 * those requests pass the guards (after the same warm-up); their difference divided by the difference in calls is
 * the guards' cost, the making of requests and the start cancelling out. GUARD_CHILD=n is the child that runs n.
 */
const PATH = user.getUserInfo.path;
const warmup = Number(process.env.BENCH_WARMUP_CALLS ?? 12_000);
const counts = [Number(process.env.GUARD_CALLS_LOW ?? 2_000), Number(process.env.GUARD_CALLS_HIGH ?? 12_000)];

/** Fastify's Request reads headers, url and method through getters over the raw message. */
class FakeRequest {
  body = undefined;
  rawBody = undefined;
  session?: SessionContext;
  constructor(
    readonly raw: { headers: Record<string, string>; url: string; method: string },
    readonly query: Record<string, unknown>,
  ) {}
  get headers() {
    return this.raw.headers;
  }
  get url() {
    return this.raw.url;
  }
  get method() {
    return this.raw.method;
  }
}

function child(measured: number): void {
  const secret = hmacHex('master', 'signing-key:pk_bench');
  // The key's row as the database answers it (signing-keys.service.ts's read): live for an hour.
  const row = [{ expires_at: new Date(Date.now() + 3_600_000) }];
  const db = { select: () => ({ from: () => ({ where: async () => row }) }) } as unknown as Db;
  const keys = new SigningKeyService(db, 'master', 3_600_000, 3_600_000_000);
  const token = randomToken(32);
  const now = Date.now();
  const context = {
    sessionId: 's', tokenHash: sha256Hex(token), userId: 'u', companyId: null, orgId: null, jobId: null, platform: 'web',
    createdAt: now, expiresAt: now + 3_600_000, user: { user_no: null, user_name: 'n', phone: 'p', email: null, pwd_strong: true, is_platform_admin: true },
    company: null, jobs: [], idleMs: null,
  } as SessionContext;
  const stored: StoredSession = { context, lastSeenAt: now, endedAt: null };
  const repo = { findByTokenHash: async () => stored, touch: async () => undefined } as unknown as SessionRepo;
  const sessions = new SessionService(repo, { idleMs: 3_600_000, maxMs: 3_600_000, cacheMs: 3_600_000, touchEveryMs: 3_600_000 });
  const replay = new MemoryReplayStore();
  const total = warmup + measured;
  const requests: FakeRequest[] = [];
  const made = Math.max(...counts) + warmup;
  for (let i = 0; i < made; i++) {
    const signed = signGet({ key: 'pk_bench', secret }, PATH, {}, token);
    const mark = signed.path.indexOf('?');
    // Node's http client sends the given headers, then Host and Connection; its server lower-cases the names.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(signed.headers)) headers[name.toLowerCase()] = value;
    headers.host = '127.0.0.1:3000';
    headers.connection = 'keep-alive';
    requests.push(new FakeRequest({ headers, url: signed.path, method: 'GET' }, querystring.parse(signed.path.slice(mark + 1))));
  }
  void (async () => {
    // The first call reads the key and the session (promises); every later one answers at once, as on a busy node.
    await verifySignature(requests[0] as never, keys, replay);
    await sessions.resolve(token);
    let failures = 0;
    for (let i = 1; i < total; i++) {
      const request = requests[i]!;
      // As register-route.ts's guard: one clock reading for both.
      const now = Date.now();
      if (verifySignature(request as never, keys, replay, now) !== undefined) failures++;
      const sent = request.headers[SignatureHeader.token];
      const session = sessions.resolveNow(Array.isArray(sent) ? sent[0] : sent, now);
      if (!session) failures++;
      request.session = session;
    }
    if (failures) throw new Error(`${failures} calls did not answer at once`);
  })();
}

async function instructionsOf(measured: number, dir: string): Promise<number> {
  const file = path.join(dir, `cg.${measured}`);
  const run = await spawnAsync(
    'valgrind',
    ['--tool=callgrind', `--callgrind-out-file=${file}`, '--dump-instr=no', process.execPath, '--no-concurrent-recompilation', '--import', 'tsx', import.meta.filename],
    { ...process.env, GUARD_CHILD: String(measured) },
  );
  if (run.status !== 0) throw new Error(run.stderr.slice(-3000));
  const line = fs.readFileSync(file, 'utf8').split('\n').find((l) => l.startsWith('totals:') || l.startsWith('summary:'));
  return Number(line!.split(/\s+/)[1]);
}

function spawnAsync(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

if (process.env.GUARD_CHILD) {
  child(Number(process.env.GUARD_CHILD));
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-cg-'));
  const [low, high] = counts as [number, number];
  // The two runs side by side (counts do not depend on what else runs).
  const [a, b] = await Promise.all([instructionsOf(low, dir), instructionsOf(high, dir)]);
  process.stdout.write(`guards (signature + replay claim + cached session): ${Math.round((b - a) / (high - low))} instructions per call (${low} and ${high} calls after ${warmup})\n`);
}
