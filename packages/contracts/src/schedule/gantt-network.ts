/**
 * The schedule's network arithmetic, pure and shared by the server (critical path, moving successors) and the web
 * (the same push while a bar is dragged). Days are calendar days; a task occupies its start to its end inclusive, a
 * milestone is one instant (start = end) that takes no time. Dependencies are finish-to-start: a successor may start
 * on the day after its predecessor ends (on a milestone's own day).
 */
export interface NetTask {
  id: string;
  start: string;
  end: string;
  milestone: boolean;
  predecessors: readonly string[];
}

const DAY = 86_400_000;
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY;
export const dayText = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => dayText(dayNumber(day) + n);

/** Days a task takes (a milestone none). */
export const durationOf = (t: Pick<NetTask, 'start' | 'end' | 'milestone'>): number => (t.milestone ? 0 : dayNumber(t.end) - dayNumber(t.start) + 1);
/** The first day a successor of `t` may start. */
const freeFrom = (t: NetTask): number => dayNumber(t.end) + (t.milestone ? 0 : 1);

/** Tasks in an order where every predecessor comes first; null when the dependencies make a cycle. */
export function topologicalOrder<T extends NetTask>(tasks: readonly T[]): T[] | null {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const state = new Map<string, 1 | 2>();
  const out: T[] = [];
  const visit = (t: T): boolean => {
    const s = state.get(t.id);
    if (s === 2) return true;
    if (s === 1) return false;
    state.set(t.id, 1);
    for (const p of t.predecessors) {
      const pred = byId.get(p);
      if (pred && !visit(pred)) return false;
    }
    state.set(t.id, 2);
    out.push(t);
    return true;
  };
  for (const t of tasks) if (!visit(t)) return null;
  return out;
}

export interface CriticalPath {
  /** Days each task may slip without moving the schedule's end (its total float), by id. */
  float: Map<string, number>;
  critical: Set<string>;
  end: string | null;
}

/**
 * The critical path of a schedule as it stands: a backward pass from the schedule's end gives each task its latest
 * finish (the earliest latest-start of its successors, or the end); its float is latest start minus its own start.
 * Tasks with no float are critical. Assumes no cycle (the server refuses one on save).
 */
export function criticalPath(tasks: readonly NetTask[]): CriticalPath {
  const order = topologicalOrder(tasks) ?? [...tasks];
  const float = new Map<string, number>();
  if (!tasks.length) return { float, critical: new Set(), end: null };
  const end = Math.max(...tasks.map(freeFrom));
  const successors = new Map<string, NetTask[]>();
  for (const t of tasks) for (const p of t.predecessors) successors.set(p, [...(successors.get(p) ?? []), t]);
  const latestStart = new Map<string, number>();
  for (const t of [...order].reverse()) {
    const next = successors.get(t.id) ?? [];
    const latestFree = next.length ? Math.min(...next.map((s) => latestStart.get(s.id)!)) : end;
    const ls = latestFree - durationOf(t);
    latestStart.set(t.id, ls);
    float.set(t.id, ls - dayNumber(t.start));
  }
  const last = tasks.map((t) => t.end).reduce((a, b) => (b > a ? b : a));
  return { float, critical: new Set([...float].filter(([, f]) => f <= 0).map(([id]) => id)), end: last };
}

/**
 * After `movedId` got new dates, push every successor that now starts too early to its first free day, keeping its
 * duration; successors with room are left alone. Answers the tasks that moved (with their new dates), the moved one
 * included.
 */
export function pushSuccessors<T extends NetTask>(tasks: readonly T[], movedId: string): T[] {
  const current = new Map(tasks.map((t) => [t.id, { ...t }]));
  const order = topologicalOrder([...current.values()]) ?? [];
  const changed = new Set<string>([movedId]);
  for (const t of order) {
    if (t.id === movedId) continue;
    const preds = t.predecessors.map((p) => current.get(p)).filter((p): p is T => Boolean(p));
    if (!preds.some((p) => changed.has(p.id))) continue;
    const earliest = Math.max(...preds.map(freeFrom));
    const shift = earliest - dayNumber(t.start);
    if (shift <= 0) continue;
    t.start = addDays(t.start, shift);
    t.end = addDays(t.end, shift);
    changed.add(t.id);
  }
  return [...changed].map((id) => current.get(id)!);
}
