import { DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import type { Target } from './load';
import type { ScenarioSpec } from './report';
import { signGet, signPost, type SigningKey } from './signing';

/** What the bench measures (see bench/README.md), and how each request of it is built and checked. */
export function scenarioSpecs(loginsPerSecond: number): ScenarioSpec[] {
  return [
    { id: 'hello', label: 'baseline: bare Fastify hello' },
    { id: 'a', label: '(a) get_user_info, signed + session (PostgreSQL)', against: 'hello', goal: { ratio: 0.5 }, postgres: true },
    { id: 'b', label: '(b) get_comp_user_lists, 20 rows, PostgreSQL', against: 'hello', goal: { ratio: 0.12, p99Ms: 50 }, postgres: true },
    { id: 'c', label: '(c) get_comp_user_lists, 20 rows, PGlite', against: 'b', goal: { ratio: 0.2 } },
    { id: 'd', label: `(d) = (b) with ${loginsPerSecond} password logins/s beside it`, against: 'b', goal: { ratio: 0.8 }, postgres: true },
  ];
}

/** A signed-in client of one server: its signing key pair and the demo administrator's access_token. */
export interface Session {
  base: string;
  key: SigningKey;
  token: string;
}

const UserInfoPath = '/api/v1/user/user/get_user_info';
const ListPath = '/api/v1/user/user/get_comp_user_lists';
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

/** Walks the full pages of the member list in turn, so offsets vary from 0 to the last full page. */
export function listTarget(s: Session, members: number): Target {
  const pages = Math.floor(members / PageSize);
  let n = 0;
  return {
    url: s.base,
    method: 'POST',
    build: () => {
      const signed = signPost(s.key, ListPath, { page: (n++ % pages) + 1, page_size: PageSize }, s.token);
      return { path: ListPath, headers: signed.headers, body: signed.body };
    },
    ok: codeZero,
    deepOk: (parsed) => {
      const data = dataOf(parsed);
      return Array.isArray(data.list) && data.list.length === PageSize && Number(data.total_count) > members;
    },
  };
}
