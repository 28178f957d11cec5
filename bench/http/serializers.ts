import { createHash, hash } from 'node:crypto';
import { car, envelope, user } from '@zhuyun/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { contractSerializerCompiler } from '../../apps/server/src/platform/http/serializer';

/**
 * `node --import tsx bench/http/serializers.ts`: CPU per call of the pieces decision 019 changed, old and new side by
 * side in one process, interleaved (robust on a busy machine, where the HTTP bench is not): the response body of
 * get_user_info and of a 20-row car page, zod encode + JSON.stringify against the schema serializer, and SHA-256.
 */
const userInfo = {
  user_id: '0190a5b2-7f3c-7c4e-9a1d-3b2c1d0e9f8a',
  user_no: 'demo',
  user_name: '演示管理员',
  real_name: '演示管理员',
  phone: '13800000001',
  email: null,
  comp_id: '0190a5b2-7f3c-7c4e-9a1d-3b2c1d0e9f8b',
  company_type: 4,
  job: '单位管理员',
  job_list: [{ job_id: '0190a5b2-7f3c-7c4e-9a1d-3b2c1d0e9f8c', job_name: '单位管理员' }],
  is_platform_admin: false,
};
const carRow = (i: number) => ({
  car_id: `0190a5b2-7f3c-7c4e-9a1d-3b2c1d0e${String(1000 + i).padStart(4, '0')}`,
  car_num: `浙A${String(10000 + i)}`,
  car_type: '0190a5b2-7f3c-7c4e-9a1d-3b2c1d0e9f8d',
  car_type_name: '平板运输车',
  leader: `司机${i}`,
  phone: `137${String(i).padStart(8, '0')}`,
  gps_num: `GPS-${i}`,
  remark: i % 3 ? null : '备注',
  last_point: { lon: 120.123456, lat: 30.654321, recorded_at: '2026-11-25T08:00:00.000Z' },
  created_at: '2026-11-25T08:00:00.000Z',
});
const carPage = { list: Array.from({ length: 20 }, (_, i) => carRow(i)), total_count: 1001, cur_page: 3, page_size: 20 };

type Serialize = (data: unknown) => string;
const compile = (compiler: (route: never) => Serialize, schema: unknown) =>
  compiler({ schema, method: 'GET', url: '/bench', httpStatus: '200' } as never);
const cases = [
  { name: 'get_user_info body', schema: envelope(user.getUserInfo.response), data: { code: 0, msg: 'ok', data: userInfo } },
  { name: '20-row car page body', schema: envelope(car.listCars.response), data: { code: 0, msg: 'ok', data: carPage } },
];

/** µs of CPU per call of `f`, over `n` calls. */
function cpuPerCall(f: () => unknown, n: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function compare(name: string, before: () => unknown, after: () => unknown, n: number): void {
  const b: number[] = [];
  const a: number[] = [];
  for (let round = 0; round < 7; round++) {
    b.push(cpuPerCall(before, n));
    a.push(cpuPerCall(after, n));
  }
  process.stdout.write(`${name.padEnd(28)} before ${median(b).toFixed(2).padStart(6)} µs  after ${median(a).toFixed(2).padStart(6)} µs  (medians of 7 interleaved runs)\n`);
}

for (const c of cases) {
  const zod = compile(zodSerializerCompiler as never, c.schema);
  const fast = compile(contractSerializerCompiler({ check: false }) as never, c.schema);
  if (zod(c.data) !== fast(c.data)) throw new Error(`${c.name}: the two serializers differ`);
  // Buffer.byteLength flattens the string, as the socket write would: a concatenated body is a rope until then.
  compare(c.name, () => Buffer.byteLength(zod(c.data)), () => Buffer.byteLength(fast(c.data)), 20_000);
  compare(`${c.name}: JSON.stringify alone`, () => Buffer.byteLength(JSON.stringify(c.data)), () => Buffer.byteLength(fast(c.data)), 20_000);
}
const token = 'x'.repeat(43);
compare('SHA-256 of a token', () => createHash('sha256').update(token).digest('hex'), () => hash('sha256', token, 'hex'), 100_000);
