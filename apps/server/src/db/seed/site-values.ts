/**
 * Plausible site readings for a metric at a time (the demo seed and the simulator share it): a daily cycle plus a
 * little wobble, so charts look like a real site's day. `k` shifts one device from another.
 */
export function siteValue(metric: string, t: number, k = 0): number {
  const hour = ((t / 3_600_000 + 8) % 24) + k; // Beijing hours
  const day = Math.sin(((hour - 6) / 24) * 2 * Math.PI); // low before dawn, high mid-afternoon
  const wobble = Math.sin(t / 420_000 + k * 1.7) * 0.5 + Math.sin(t / 97_000 + k) * 0.5;
  const r1 = (n: number) => Math.round(n * 10) / 10;
  switch (metric) {
    case 'pm25': return r1(38 + 14 * day + 6 * wobble);
    case 'pm10': return r1(62 + 20 * day + 9 * wobble);
    case 'tsp': return r1(95 + 30 * day + 12 * wobble);
    case 'noise': return r1(hour >= 7 && hour < 19 ? 64 + 5 * wobble : 46 + 3 * wobble);
    case 'temperature': return r1(14 + 6 * day + wobble);
    case 'humidity': return r1(68 - 15 * day + 4 * wobble);
    case 'wind_speed': return r1(Math.max(0, 2.4 + 1.2 * wobble + day));
    case 'wind_direction': return Math.round((135 + 40 * wobble + 360) % 360);
    case 'lift_load': return Math.round(Math.max(0, 900 + 600 * wobble));
    case 'lift_height': return r1(Math.max(0, 60 + 55 * Math.sin(t / 300_000 + k)));
    case 'lift_speed': return r1(Math.abs(0.6 * Math.cos(t / 300_000 + k)));
    case 'lift_state': return Math.cos(t / 300_000 + k) > 0.2 ? 1 : Math.cos(t / 300_000 + k) < -0.2 ? 2 : 0;
    default: return r1(50 + 10 * wobble);
  }
}
