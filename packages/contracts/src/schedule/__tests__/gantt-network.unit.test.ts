import { describe, expect, it } from 'vitest';
import { criticalPath, durationOf, pushSuccessors, topologicalOrder, type NetTask } from '../gantt-network';

// A known network: A (3 d) → B (2 d) and C (4 d) → D (1 d) → milestone M; E (2 d) stands alone.
// Forward: A 01-01..03, B 04..05, C 04..07, D 08, M 09. Backward from 01-09: C has no float, B two days, E six.
const t = (id: string, start: string, end: string, predecessors: string[] = [], milestone = false): NetTask => ({
  id, start: `2026-01-${start}`, end: `2026-01-${end}`, predecessors, milestone,
});
const network = [t('A', '01', '03'), t('B', '04', '05', ['A']), t('C', '04', '07', ['A']), t('D', '08', '08', ['B', 'C']), t('M', '09', '09', ['D'], true), t('E', '01', '02')];

describe('the schedule network', () => {
  it('finds the critical path and every task\'s float', () => {
    const cp = criticalPath(network);
    expect([...cp.critical].sort()).toEqual(['A', 'C', 'D', 'M']);
    expect(Object.fromEntries(cp.float)).toEqual({ A: 0, B: 2, C: 0, D: 0, M: 0, E: 6 });
    expect(cp.end).toBe('2026-01-09');
    expect(durationOf(network[4]!)).toBe(0);
    expect(durationOf(network[2]!)).toBe(4);
  });

  it('pushes successors that would start too early, and leaves those with room alone', () => {
    const movedA = network.map((x) => (x.id === 'A' ? { ...x, start: '2026-01-03', end: '2026-01-05' } : x));
    const moved = Object.fromEntries(pushSuccessors(movedA, 'A').map((x) => [x.id, `${x.start.slice(8)}..${x.end.slice(8)}`]));
    expect(moved).toEqual({ A: '03..05', B: '06..07', C: '06..09', D: '10..10', M: '11..11' });
    const movedB = network.map((x) => (x.id === 'B' ? { ...x, start: '2026-01-05', end: '2026-01-06' } : x));
    expect(pushSuccessors(movedB, 'B').map((x) => x.id)).toEqual(['B']);
  });

  it('refuses a cycle', () => {
    expect(topologicalOrder([t('X', '01', '01', ['Y']), t('Y', '02', '02', ['X'])])).toBeNull();
    expect(topologicalOrder(network)?.map((x) => x.id).indexOf('D')).toBeGreaterThan(2);
  });
});
