/**
 * A car's day summarised from its GPS points (issue 18 item 4, /trainDetail): the distance driven and where it stood.
 * Pure, so the server answers it and a test checks it on a known track.
 */
export interface DayPoint {
  lon: number;
  lat: number;
  recorded_at: string;
  speed: number | null;
}

export interface DayStop {
  start_at: string;
  end_at: string;
  minutes: number;
  lon: number;
  lat: number;
}

export interface DaySummary {
  distance_km: number;
  stops: DayStop[];
  first_at: string | null;
  last_at: string | null;
  max_speed: number | null;
}

/** A stop: the car stays within this many metres of where it halted … */
export const STOP_RADIUS_M = 100;
/** … for at least this many minutes (a red light is not a stop; loading at a yard is). */
export const STOP_MIN_MINUTES = 5;

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km between two WGS-84 points. */
export function haversineKm(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const at = (p: DayPoint) => Date.parse(p.recorded_at);

/** Distance, stops, first and last fix, top speed of points ordered by time. */
export function summariseDay(points: readonly DayPoint[], radiusM = STOP_RADIUS_M, minMinutes = STOP_MIN_MINUTES): DaySummary {
  let distance = 0;
  for (let i = 1; i < points.length; i++) distance += haversineKm(points[i - 1]!, points[i]!);
  const stops: DayStop[] = [];
  let i = 0;
  while (i < points.length) {
    const anchor = points[i]!;
    let j = i;
    while (j + 1 < points.length && haversineKm(anchor, points[j + 1]!) * 1000 <= radiusM) j++;
    const minutes = (at(points[j]!) - at(anchor)) / 60_000;
    if (j > i && minutes >= minMinutes) {
      const group = points.slice(i, j + 1);
      stops.push({
        start_at: anchor.recorded_at,
        end_at: points[j]!.recorded_at,
        minutes: Math.round(minutes),
        lon: round6(group.reduce((s, p) => s + p.lon, 0) / group.length),
        lat: round6(group.reduce((s, p) => s + p.lat, 0) / group.length),
      });
      i = j + 1;
    } else i++;
  }
  const speeds = points.map((p) => p.speed).filter((s): s is number => s != null);
  return {
    distance_km: Math.round(distance * 100) / 100,
    stops,
    first_at: points[0]?.recorded_at ?? null,
    last_at: points[points.length - 1]?.recorded_at ?? null,
    max_speed: speeds.length ? Math.max(...speeds) : null,
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
