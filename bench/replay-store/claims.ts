/**
 * The memory replay store's cost per id held and per claim, at the sizes a busy node holds (decision 003, addendum of
 * session 20). Not a test: a measurement, CPU from process.cpuUsage() (so it holds on a shared machine, roughly).
 *
 *   node --expose-gc --max-old-space-size=6144 --import tsx bench/replay-store/claims.ts [sizes, default 1000000,6000000]
 *
 * For each size and each store, in a fresh child process (one store's heap never weighs on the other's figures): fill
 * it with that many ids, then
 * - bytes per id: the growth of V8's heap plus array buffers after a full collection, divided by the ids;
 * - a claim: CPU per claim of 300,000 new ids at that size (all threads: the collector's helpers included), and the
 *   minor and full collections they caused with their pause in wall time (PerformanceObserver 'gc'); `idBuildUs` is
 *   building the same ids alone, which the claim figure holds too;
 * - a full collection with the ids held (`gc()`), its CPU: what every mark-compact pays for what the store keeps.
 * `map` is the store before session 20 (a Map<string, number> of id → expiry, swept from the front); `fingerprint` is
 * MemoryReplayStore. Ids look like the signing's: a 32-hex key, ':', a 32-hex randomNum.
 */
import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { MemoryReplayStore } from '../../apps/server/src/platform/signing/replay-store';

const out = (line: string) => process.stdout.write(`${line}\n`);

type Claimer = { claimNow(id: string, ttl: number): boolean };

/** The store before session 20, kept here only as the "before" of this measurement. */
class MapReplayStore implements Claimer {
  private readonly seen = new Map<string, number>();
  claimNow(id: string, ttlSeconds: number): boolean {
    const now = Date.now();
    const until = this.seen.get(id);
    if (until !== undefined) {
      if (until > now) return false;
      this.seen.delete(id);
    }
    this.seen.set(id, now + ttlSeconds * 1000);
    return true;
  }
}

const key = '0123456789abcdef0123456789abcdef';
/** A distinct randomNum-like id per i, built fresh (as a request's would be), 32 hex characters. */
const idOf = (i: number): string => `${key}:${i.toString(16).padStart(16, '0')}${((i * 2654435761) >>> 0).toString(16).padStart(16, '0')}`;
const gc = (globalThis as { gc?: () => void }).gc;
const heapBytes = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

async function measure(kind: string, size: number): Promise<Record<string, number | string>> {
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const before = heapBytes();
  const store: Claimer = kind === 'map' ? new MapReplayStore() : new MemoryReplayStore();
  for (let i = 0; i < size; i++) store.claimNow(idOf(i), 600);
  gc();
  const bytesPerId = (heapBytes() - before) / size;
  const collections = { minor: 0, major: 0, ms: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const major = (entry as unknown as { detail?: { kind?: number } }).detail?.kind === 4;
      if (major) collections.major += 1;
      else collections.minor += 1;
      collections.ms += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const claims = 300_000;
  const cpu = process.cpuUsage();
  let accepted = 0;
  for (let i = size; i < size + claims; i++) if (store.claimNow(idOf(i), 600)) accepted += 1;
  const used = process.cpuUsage(cpu);
  // The observer's entries are delivered on a later tick: wait for them before the full collection below.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  const fullCpu = process.cpuUsage();
  gc();
  const fullUsed = process.cpuUsage(fullCpu);
  const fullMs = (fullUsed.user + fullUsed.system) / 1000;
  // The same ids built and dropped without a store: what the claims' figure holds that is not the store's.
  const buildCpu = process.cpuUsage();
  let length = 0;
  for (let i = size; i < size + claims; i++) length += idOf(i).length;
  const built = process.cpuUsage(buildCpu);
  if (length === 0) throw new Error('no ids');
  if (accepted !== claims) throw new Error(`${kind}: ${claims - accepted} new ids refused`);
  return {
    kind,
    ids: size,
    bytesPerId: Math.round(bytesPerId),
    claimUs: Number(((used.user + used.system) / claims).toFixed(3)),
    idBuildUs: Number(((built.user + built.system) / claims).toFixed(3)),
    minorGcs: collections.minor,
    majorGcs: collections.major,
    gcPauseMsDuringClaims: Number(collections.ms.toFixed(1)),
    fullGcCpuMs: Number(fullMs.toFixed(1)),
  };
}

const [, , mode, kindArg, sizeArg] = process.argv;
if (mode === '--child') {
  out(JSON.stringify(await measure(kindArg as string, Number(sizeArg))));
} else {
  const sizes = (mode ?? '1000000,6000000').split(',').map(Number);
  const self = fileURLToPath(import.meta.url);
  // Interleaved: map, fingerprint at each size, twice, so a change in the machine's load falls on both.
  for (let round = 0; round < 2; round++) {
    for (const size of sizes) {
      for (const kind of ['map', 'fingerprint']) {
        const child = spawnSync(
          process.execPath,
          ['--expose-gc', '--max-old-space-size=6144', '--import', 'tsx', self, '--child', kind, String(size)],
          { encoding: 'utf8' },
        );
        if (child.status !== 0) throw new Error(child.stderr);
        out(child.stdout.trim());
      }
    }
  }
}
