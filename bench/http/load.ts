import autocannon from 'autocannon';
import type { CpuUse } from './cpu';

/** One autocannon measurement, reduced to what the report needs. */
export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Answers whose body failed the check: `code` other than 0 (or the wrong hello body). */
  badBodies: number;
  errors: number;
  timeouts: number;
  /** Bodies parsed in full and checked (every `sampleEvery`-th). */
  sampled: number;
  seconds: number;
  /** CPU seconds spent during the measurement (filled in by the caller). */
  cpu?: CpuUse;
}

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  /** Builds each request afresh (signing); absent for the unsigned baseline. */
  build?: () => { path: string; headers: Record<string, string>; body?: string };
  /** Cheap check on every response body. */
  ok: (body: string) => boolean;
  /** Full check on a sample of bodies. */
  deepOk?: (parsed: unknown) => boolean;
}

export const SampleEvery = 50;

export async function measure(target: Target, connections: number, seconds: number): Promise<Measurement> {
  let seen = 0;
  let sampled = 0;
  const verifyBody = (raw: string | Buffer | undefined): boolean => {
    const body = raw === undefined ? '' : raw.toString();
    if (!target.ok(body)) return false;
    if (!target.deepOk || ++seen % SampleEvery !== 0) return true;
    sampled++;
    try {
      return target.deepOk(JSON.parse(body));
    } catch {
      return false;
    }
  };
  const build = target.build;
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    duration: seconds,
    verifyBody,
    ...(build && {
      requests: [
        {
          // autocannon hands a fresh object per request; filling it in place keeps the load generator cheap.
          setupRequest: (request) => {
            const next = build();
            request.path = next.path;
            request.headers = Object.assign({}, request.headers, next.headers);
            if (next.body) request.body = next.body;
            return request;
          },
        },
      ],
    }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    badBodies: result.mismatches,
    errors: result.errors,
    timeouts: result.timeouts,
    sampled,
    seconds: result.duration,
  };
}

/** A measurement counts only when every answer was a 2xx with the expected body and nothing failed. */
export const isValid = (m: Measurement): boolean => m.non2xx === 0 && m.badBodies === 0 && m.errors === 0 && m.requests > 0;
