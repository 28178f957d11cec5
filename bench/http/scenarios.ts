import { user } from '@zhuyun/contracts';
import { DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import type { Target } from './load';
import type { ScenarioSpec } from './report';
import { signGet, type SigningKey } from './signing';

/**
 * What the bench measures (see bench/README.md), and how each request of it is built and checked. Goals are per call
 * (issue 14 item 8): CPU against hello's in the same round, so that a 2-core machine can measure them.
 */
export function scenarioSpecs(loginsPerSecond: number): ScenarioSpec[] {
  return [
    { id: 'hello', label: 'baseline: bare Fastify hello' },
    { id: 'a', label: '(a) get_user_info, signed + session (PostgreSQL)', goal: { cpuRatioMax: 2.2 }, postgres: true },
    { id: 'b', label: '(b) cars, 20-row page, tenant-scoped, PostgreSQL', goal: { cpuRatioMax: 16, p99Ms: 50 }, postgres: true },
    { id: 'c', label: '(c) the same cars page on PGlite', against: 'b', goal: { rateRatioMin: 0.2 } },
    { id: 'd', label: `(d) = (b) with ${loginsPerSecond} password logins/s beside it`, against: 'b', goal: { p99RatioMax: 2 }, postgres: true },
  ];
}

/** A signed-in client of one server: its signing key pair and the demo administrator's access_token. */
export interface Session {
  base: string;
  key: SigningKey;
  token: string;
}

const UserInfoPath = user.getUserInfo.path;
const CarsPath = '/api/v1/work/car';
const PageSize = 20;

/** Every answer must start like a success envelope; a sample is parsed and checked in full. */
const codeZero = (body: string) => body.startsWith('{"code":0,');
const dataOf = (parsed: unknown) => (parsed as { data: Record<string, unknown> }).data;

export const helloTarget = (base: string): Target => ({ url: `${base}/`, method: 'GET', ok: (body) => body === '{"hello":"world"}' });

export function userInfoTarget(s: Session): Target {
  return {
    url: s.base,
    method: 'GET',
    build: () => signGet(s.key, UserInfoPath, {}, s.token),
    ok: codeZero,
    deepOk: (parsed) => dataOf(parsed).comp_id === DemoIds.company,
  };
}

/** Walks the full pages of the demo company's cars in turn, so offsets vary from 0 to the last full page. */
export function listTarget(s: Session, cars: number): Target {
  const pages = Math.floor(cars / PageSize);
  let n = 0;
  return {
    url: s.base,
    method: 'GET',
    build: () => signGet(s.key, CarsPath, { page: (n++ % pages) + 1, page_size: PageSize }, s.token),
    ok: codeZero,
    deepOk: (parsed) => {
      const data = dataOf(parsed);
      const list = data.list as { car_num?: unknown; last_point?: unknown }[];
      return Array.isArray(list) && list.length === PageSize && typeof list[0]?.car_num === 'string' && Number(data.total_count) >= cars;
    },
  };
}
