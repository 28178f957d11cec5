import { describe, expect, it } from 'vitest';
import { haversineKm, summariseDay, type DayPoint } from '../car-day';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 0, minute)).toISOString();
const p = (minute: number, lon: number, lat: number, speed: number | null = null): DayPoint => ({ lon, lat, recorded_at: at(minute), speed });

describe("a car's day", () => {
  it('measures great-circle distance', () => {
    // One degree of latitude is about 111.2 km anywhere.
    expect(haversineKm({ lon: 120, lat: 30 }, { lon: 120, lat: 31 })).toBeCloseTo(111.2, 1);
    expect(haversineKm({ lon: 120, lat: 30 }, { lon: 120, lat: 30 })).toBe(0);
  });

  it('finds stops of five minutes or more within 100 m, and not a short halt', () => {
    const points = [
      p(0, 120, 30, 0),
      p(3, 120.0003, 30.0003, 0), // ~44 m away: still the same stop
      p(8, 120.0001, 30, 0),
      p(9, 120.01, 30, 40), // driving
      p(10, 120.02, 30, 50),
      p(12, 120.02, 30, 0), // two minutes only: a traffic light
      p(13, 120.03, 30, 45),
    ];
    const day = summariseDay(points);
    expect(day.stops).toEqual([{ start_at: at(0), end_at: at(8), minutes: 8, lon: 120.000133, lat: 30.0001 }]);
    expect(day.distance_km).toBeCloseTo(2.96, 1);
    expect(day).toMatchObject({ first_at: at(0), last_at: at(13), max_speed: 50 });
  });

  it('answers an empty day', () => {
    expect(summariseDay([])).toEqual({ distance_km: 0, stops: [], first_at: null, last_at: null, max_speed: null });
  });
});
