import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
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
 * parser would make, the query from fast-querystring), made before the run. After the warm-up the parent zeroes the
 * counters (callgrind_control), BENCH_CALLS calls pass the guards, it dumps them: the main thread's instructions with
 * the collector's and the compiler's functions counted apart (as ladder-callgrind.ts), and all threads'. (A first
 * version took the difference of two whole runs: one collection or compile falling in one run and not the other moved
 * it by ± 40,000 a call.) GUARD_CHILD=n is the child that runs n measured calls.
 */
const PATH = user.getUserInfo.path;
const warmup = Number(process.env.BENCH_WARMUP_CALLS ?? 12_000);

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
  const made = total;
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
  const lines = readLines();
  void (async () => {
    // The first call reads the key and the session (promises); every later one answers at once, as on a busy node.
    await verifySignature(requests[0] as never, keys, replay);
    await sessions.resolve(token);
    let failures = 0;
    const pass = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const request = requests[i]!;
        // As register-route.ts's guard: one clock reading for both.
        const now = Date.now();
        if (verifySignature(request as never, keys, replay, now) !== undefined) failures++;
        const sent = request.headers[SignatureHeader.token];
        const session = sessions.resolveNow(Array.isArray(sent) ? sent[0] : sent, now);
        if (!session) failures++;
        request.session = session;
      }
    };
    pass(1, warmup);
    // The parent zeroes the counters, the measured calls run, it dumps them (callgrind_control, while this one waits).
    process.stdout.write('ready\n');
    await lines.next();
    pass(warmup, total);
    process.stdout.write('done\n');
    await lines.next();
    if (failures) throw new Error(`${failures} calls did not answer at once`);
    process.exit(0);
  })();
}

/** Lines from the parent, one at a time. */
function readLines(): AsyncIterator<string> {
  return createInterface({ input: process.stdin })[Symbol.asyncIterator]();
}

/** V8's compiler and collector, by the names of their C++ functions (as ladder-callgrind.ts). */
const COMPILE = /v8::internal::(compiler|Compiler|Parser|Scanner|PreParser|BytecodeGenerator|Zone|interpreter|baseline|Deoptimizer)/;
const GC = /(Heap|Scaveng|MarkCompact|Marking|Evacuat|Sweep|Compactor|GCTracer|Worklist|RememberedSet|SlotSet|Visitor|MemoryChunk|PagedSpace|NewSpace|SemiSpace|LargeObject|ArrayBufferSweeper|GlobalHandles|WeakObjects|EphemeronHashTable|IterateObjectCache)/;

/** One child under callgrind: the measured window's instructions, main thread without GC and compiling, and all threads. */
async function windowOf(measured: number, dir: string): Promise<{ mutator: number; gc: number; all: number }> {
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', `--callgrind-out-file=${dir}/cg.out.%p`, '--dump-instr=no', '--separate-threads=yes', process.execPath, '--no-concurrent-recompilation', '--import', 'tsx', import.meta.filename],
    { env: { ...process.env, GUARD_CHILD: String(measured) }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const control = (option: string) => spawnSync('callgrind_control', [option, String(child.pid)], { encoding: 'utf8' });
  const said = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  if ((await said.next()).value !== 'ready') throw new Error('child did not get ready');
  control('-z');
  child.stdin.write('go\n');
  if ((await said.next()).value !== 'done') throw new Error('child did not finish');
  control('-d');
  const main = path.join(dir, `cg.out.${child.pid}.1-01`);
  for (let tries = 0; tries < 600 && !fs.existsSync(main); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  child.stdin.write('end\n');
  await new Promise((resolve) => child.on('close', resolve));
  let all = 0;
  let mainTotal = 0;
  let gc = 0;
  let compile = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith(`cg.out.${child.pid}.1-`))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const n = Number(text.split('\n').find((l) => l.startsWith('totals:') || l.startsWith('summary:'))?.split(/\s+/)[1] ?? 0);
    all += n;
    if (!file.endsWith('-01')) continue;
    mainTotal += n;
    const annotated = spawnSync('callgrind_annotate', ['--threshold=100', '--inclusive=no', path.join(dir, file)], { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const row of annotated.stdout.split('\n')) {
      const match = /^\s*([\d,]+) \(/.exec(row);
      if (!match || row.includes('PROGRAM TOTALS')) continue;
      if (GC.test(row)) gc += Number(match[1]!.replace(/,/g, ''));
      else if (COMPILE.test(row)) compile += Number(match[1]!.replace(/,/g, ''));
    }
  }
  return { mutator: (mainTotal - gc - compile) / measured, gc: gc / measured, all: all / measured };
}

if (process.env.GUARD_CHILD) {
  child(Number(process.env.GUARD_CHILD));
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-cg-'));
  const measured = Number(process.env.BENCH_CALLS ?? 10_000);
  const n = await windowOf(measured, dir);
  process.stdout.write(
    `guards (signature + replay claim + cached session), ${measured} calls after ${warmup}: ${Math.round(n.mutator)} main-thread instructions per call without GC and compiling, ${Math.round(n.gc)} in GC, ${Math.round(n.all)} on all threads (dumps in ${dir})\n`,
  );
}
