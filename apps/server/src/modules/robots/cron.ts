/**
 * A small five-field cron reader for patrol schedules (minute hour day-of-month month day-of-week, in the server's
 * time zone offset given): `*`, numbers, ranges `a-b`, lists `a,b`, steps `*\/n` and `a-b/n`. Day-of-week 0 or 7 is
 * Sunday. As in classic cron, when both day fields are restricted a day matching either one runs.
 * Kept in the repository rather than a dependency: patrol rules need nothing more, and it is 60 lines with tests.
 */
export interface CronRule {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  dayRestricted: boolean;
  weekdayRestricted: boolean;
}

const LIMITS: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function field(text: string, [min, max]: [number, number]): Set<number> | null {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) return null;
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** The rule of a cron text, or null when it is not five valid fields. */
export function parseCron(text: string): CronRule | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const sets = parts.map((p, i) => field(p, LIMITS[i] as [number, number]));
  if (sets.some((s) => s === null)) return null;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  if (weekdays!.has(7)) weekdays!.add(0);
  return { minutes: minutes!, hours: hours!, days: days!, months: months!, weekdays: weekdays!, dayRestricted: parts[2] !== '*', weekdayRestricted: parts[4] !== '*' };
}

/** Whether the rule runs in the minute of `at`, read at `offsetMinutes` from UTC (480 for China). */
export function cronMatches(rule: CronRule, at: Date, offsetMinutes = 480): boolean {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const dayOk = rule.days.has(local.getUTCDate());
  const weekOk = rule.weekdays.has(local.getUTCDay());
  const day = rule.dayRestricted && rule.weekdayRestricted ? dayOk || weekOk : dayOk && weekOk;
  return day && rule.minutes.has(local.getUTCMinutes()) && rule.hours.has(local.getUTCHours()) && rule.months.has(local.getUTCMonth() + 1);
}

/** The next minute after `from` at which the rule runs (searching up to a year ahead), or null. */
export function nextRun(rule: CronRule, from: Date, offsetMinutes = 480): Date | null {
  let t = Math.floor(from.getTime() / 60_000) * 60_000 + 60_000;
  for (let i = 0; i < 366 * 24 * 60; i++, t += 60_000) if (cronMatches(rule, new Date(t), offsetMinutes)) return new Date(t);
  return null;
}
