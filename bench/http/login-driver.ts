import { getKey, login } from './signing';
import { BenchPassword, benchUserNo } from './seed-members';

/**
 * Runs beside a measurement as its own process: password logins (argon2id on the server) at a fixed rate, each
 * signed, cycling through the bench members. Prints `ready` once it holds a key; on SIGTERM it stops starting logins,
 * waits for those under way, and prints one `RESULT {json}`.
 */
const baseUrl = process.env.BENCH_URL as string;
const rate = Number(process.env.BENCH_RATE ?? 20);
const users = Number(process.env.BENCH_USERS ?? 1_000);
const maxMs = Number(process.env.BENCH_MAX_SECONDS ?? 120) * 1_000;

const key = await getKey(baseUrl, process.env.BENCH_AUTH_CODE as string);
const latencies: number[] = [];
let started = 0;
let failed = 0;
let inFlight = 0;
const firstAt = Date.now();
const failures = new Map<string, number>();

function one(): void {
  const i = (started++ % users) + 1;
  const t0 = performance.now();
  inFlight++;
  login(baseUrl, key, benchUserNo(i), BenchPassword)
    .then(() => latencies.push(performance.now() - t0))
    .catch((error: Error) => {
      failed++;
      failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
    })
    .finally(() => inFlight--);
}

// Fixed schedule: the n-th login starts at firstAt + n/rate, whatever the previous ones are doing.
const timer = setInterval(() => {
  const due = Math.floor(((Date.now() - firstAt) * rate) / 1_000);
  while (started < due) one();
  if (Date.now() - firstAt > maxMs) void finish();
}, 5);

/** Stops starting logins, lets the ones under way finish (4 s at most, within the 5 s the runner grants), and reports. */
async function finish(): Promise<void> {
  clearInterval(timer);
  const seconds = (Date.now() - firstAt) / 1_000;
  const until = Date.now() + 4_000;
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const summary = {
    started,
    ok: latencies.length,
    failed,
    unfinished: inFlight,
    seconds,
    offeredRate: started / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures: Object.fromEntries(failures),
  };
  process.stdout.write(`RESULT ${JSON.stringify(summary)}\n`, () => process.exit(0));
}

process.once('SIGTERM', () => void finish());
process.stdout.write('ready\n');
