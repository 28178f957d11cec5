import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, OTHER_OPERATION, RequestMetrics } from '../request-metrics';

const MINUTE = 60_000;

describe('request metrics ring', () => {
  it('counts calls, server errors and refusals per operation, and reads p95 from the histogram', () => {
    const clock = { now: 10 * MINUTE };
    const m = new RequestMetrics({ minutes: 5, now: () => clock.now });
    for (let i = 0; i < 95; i++) m.record('GET /a', 200, 8, 'A');
    for (let i = 0; i < 5; i++) m.record('GET /a', 500, 900);
    m.record('GET /a', 403, 1);
    const [a] = m.snapshot(5);
    expect(a).toMatchObject({ operation: 'GET /a', summary: 'A', count: 101, errors: 5, client_errors: 1, error_rate: 4.95, max_ms: 900 });
    // 96 of 101 calls took at most 10 ms: the 95th percentile is in the ≤ 10 ms bucket.
    expect(a?.p95_ms).toBe(10);
    m.record('GET /a', 500, 900);
    m.record('GET /a', 500, 900);
    expect(m.stats('GET /a', 5)?.p95_ms).toBe(900);
  });

  it('forgets minutes older than the window, and reads a shorter window than it keeps', () => {
    const clock = { now: 100 * MINUTE };
    const m = new RequestMetrics({ minutes: 3, now: () => clock.now });
    m.record('GET /a', 200, 5);
    clock.now += MINUTE;
    m.record('GET /a', 500, 5);
    expect(m.stats('GET /a', 3)).toMatchObject({ count: 2, errors: 1 });
    expect(m.stats('GET /a', 1)).toMatchObject({ count: 1, errors: 1 });
    clock.now += 2 * MINUTE;
    expect(m.stats('GET /a', 3)).toMatchObject({ count: 1 });
    clock.now += MINUTE;
    expect(m.stats('GET /a', 3)).toBeNull();
    expect(m.snapshot(3)).toEqual([]);
    // Asking for more minutes than the ring keeps reads what it keeps.
    m.record('GET /b', 200, 1);
    expect(m.stats('GET /b', 60)?.count).toBe(1);
    expect(m.since(3).getTime()).toBe(clock.now - 2 * MINUTE);
  });

  it('sums every operation for *, and keeps at most maxOperations a minute, the rest under one name', () => {
    const m = new RequestMetrics({ minutes: 2, maxOperations: 2, now: () => 5 * MINUTE });
    m.record('GET /a', 200, 1);
    m.record('GET /b', 500, 1);
    m.record('GET /c', 200, 1);
    m.record('GET /d', 200, 1);
    expect(m.snapshot(1).map((s) => [s.operation, s.count])).toEqual([[OTHER_OPERATION, 2], ['GET /a', 1], ['GET /b', 1]]);
    expect(m.stats(ALL_OPERATIONS, 1)).toMatchObject({ count: 4, errors: 1, error_rate: 25 });
  });
});
