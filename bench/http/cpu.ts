import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time from /proc (Linux): what the server under test, PostgreSQL and everything else on the machine spent during
 * one measurement. CPU per request explains a ratio; CPU of other processes says whether the run was disturbed.
 * Elsewhere every figure is null.
 */
const hz = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(answer.stdout?.trim()) || 100;
})();

/** A process's user and kernel seconds (utime and stime: fields 14 and 15 of the line, 12 and 13 after the command). */
function processTimes(pid: number): { user: number; kernel: number; minorFaults: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / hz, kernel: Number(fields[12]) / hz, minorFaults: Number(fields[7]) };
  } catch {
    return null;
  }
}

function processSeconds(pid: number): number | null {
  const times = processTimes(pid);
  return times && times.user + times.kernel;
}

/**
 * Seconds of each process named postgres, by pid: every one (the cluster may serve others too: an upper bound), and
 * those of one database — its backends and autovacuum workers, whose titles name it ("postgres: user db host …").
 * The cluster's shared writers (WAL, checkpoints) are in the first figure only.
 */
function postgresSeconds(database?: string): { all: Map<number, number>; ours: Map<number, number> } | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const all = new Map<number, number>();
  const ours = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const seconds = processSeconds(Number(entry));
      if (seconds === null) continue;
      all.set(Number(entry), seconds);
      if (database && ` ${fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ')} `.includes(` ${database} `)) ours.set(Number(entry), seconds);
    } catch {
      // the process ended meanwhile
    }
  }
  return { all, ours };
}

/** CPU that processes alive at the end spent since `before` (a process that ended meanwhile is not counted). */
function postgresDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Busy seconds of all cores together, from /proc/stat (time the hypervisor stole is not counted). */
function machineSeconds(): number | null {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = cpu;
    return (user + nice + system + irq + softirq) / hz;
  } catch {
    return null;
  }
}

export interface CpuUse {
  /**
   * Seconds of the server under test, PostgreSQL (the bench database's own processes when its name is given, else
   * every postgres process), the bench's own processes, and everything else (other databases' work included).
   */
  server: number | null;
  /** The server's seconds in the kernel (socket reads and writes, epoll, page faults): part of `server`. */
  serverKernel: number | null;
  /** The server's minor page faults (memory the kernel maps in on first touch). */
  serverFaults: number | null;
  postgres: number | null;
  /** Every postgres process of the cluster, whoever it served. */
  postgresAll: number | null;
  bench: number | null;
  others: number | null;
}

/** Starts a CPU account over `serverPid`, PostgreSQL, and the bench's own processes (`benchPids`, read at both ends). */
export function startCpuAccount(serverPid: number | undefined, benchPids: () => number[], database?: string) {
  const snap = () => ({
    server: serverPid ? processTimes(serverPid) : null,
    postgres: postgresSeconds(database),
    bench: benchPids().reduce<number | null>((sum, pid) => (sum === null ? null : (processSeconds(pid) ?? 0) + sum), 0),
    machine: machineSeconds(),
  });
  const before = snap();
  return (): CpuUse => {
    const after = snap();
    const delta = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
    const total = (t: { user: number; kernel: number } | null) => t && t.user + t.kernel;
    const serverFaults = delta(after.server?.minorFaults ?? null, before.server?.minorFaults ?? null);
    const server = delta(total(after.server), total(before.server));
    const serverKernel = delta(after.server?.kernel ?? null, before.server?.kernel ?? null);
    const postgresAll = postgresDelta(before.postgres?.all ?? null, after.postgres?.all ?? null);
    const postgres = database ? postgresDelta(before.postgres?.ours ?? null, after.postgres?.ours ?? null) : postgresAll;
    const bench = delta(after.bench, before.bench);
    const machine = delta(after.machine, before.machine);
    const others = machine === null ? null : machine - (server ?? 0) - (postgres ?? 0) - (bench ?? 0);
    return { server, serverKernel, serverFaults, postgres, postgresAll, bench, others: others === null ? null : Math.max(0, others) };
  };
}

/**
 * Waits until the machine is quiet (everything together below `maxCores` busy over half a second) or `budgetMs` of
 * waiting is spent; answers how long it waited. Called between measurements, when nothing of the bench is busy, so
 * that another process's burst (a test run, a build) does not land in a measurement. Without /proc it returns at once.
 */
export async function awaitQuiet(budget: { leftMs: number }, maxCores = 0.2): Promise<number> {
  const started = Date.now();
  while (budget.leftMs > 0) {
    const before = machineSeconds();
    if (before === null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = ((machineSeconds() ?? before) - before) / 0.5;
    if (busy < maxCores) break;
    budget.leftMs -= 500;
  }
  return Date.now() - started;
}

/** Resident memory of a process in MB (VmRSS from /proc), or null where there is no /proc. */
export function residentMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
  } catch {
    return null;
  }
}
