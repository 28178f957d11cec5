import { describe, expect, it } from 'vitest';
import { stillChart } from '../still-chart';

describe('stillChart', () => {
  it('turns animations off and plays a ripple only on hover, leaving other series as they were', () => {
    const bar = { type: 'bar', data: [1, 2] };
    const ripple = { type: 'effectScatter', rippleEffect: { scale: 3 }, data: [[120, 30]] };
    const still = stillChart({ color: ['#fff'], series: [bar, ripple] });
    expect(still.animation).toBe(false);
    expect(still.color).toEqual(['#fff']);
    expect(still.series).toEqual([bar, { ...ripple, showEffectOn: 'emphasis' }]);
  });

  it('accepts one series or none, and turns an animation that was asked for off', () => {
    expect(stillChart({ series: { type: 'effectScatter' } }).series).toEqual({ type: 'effectScatter', showEffectOn: 'emphasis' });
    expect(stillChart({ animation: true, title: { text: 'x' } })).toEqual({ title: { text: 'x' }, animation: false });
  });
});
