import { describe, expect, it } from 'vitest';
import { cronMatches, nextRun, parseCron } from '../cron';

const at = (iso: string) => new Date(iso);

describe('patrol cron rules', () => {
  it.each(['', '* * * *', '60 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '5-1 * * * *', '*/0 * * * *', 'a * * * *'])('refuses %j', (text) => {
    expect(parseCron(text)).toBeNull();
  });

  it('runs at 08:30 Beijing time on weekdays', () => {
    const rule = parseCron('30 8 * * 1-5')!;
    expect(cronMatches(rule, at('2026-11-25T00:30:00Z'))).toBe(true); // Wednesday 08:30 +08:00
    expect(cronMatches(rule, at('2026-11-29T00:30:00Z'))).toBe(false); // Sunday
    expect(nextRun(rule, at('2026-11-27T01:00:00Z'))?.toISOString()).toBe('2026-11-30T00:30:00.000Z'); // Friday after → Monday
  });

  it('reads steps, lists and Sunday as 7', () => {
    const rule = parseCron('*/15 9,14 * * 7')!;
    expect([...rule.minutes]).toEqual([0, 15, 30, 45]);
    expect(cronMatches(rule, at('2026-11-29T06:45:00Z'))).toBe(true); // Sunday 14:45
  });

  it('runs on either restricted day field, as classic cron does', () => {
    const rule = parseCron('0 0 1 * 1')!;
    expect(cronMatches(rule, at('2026-11-30T16:00:00Z'))).toBe(true); // 1 December 00:00 (a Tuesday)
    expect(cronMatches(rule, at('2026-11-29T16:00:00Z'))).toBe(true); // Monday 30 November
    expect(cronMatches(rule, at('2026-12-01T16:00:00Z'))).toBe(false);
  });
});
