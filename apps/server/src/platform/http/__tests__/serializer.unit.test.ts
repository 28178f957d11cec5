import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { envelope } from '@zhuyun/contracts';
import { contractSerializerCompiler } from '../serializer';

type Serialize = (data: unknown) => string;
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as never;
const both = (schema: z.ZodType) => ({
  zod: zodSerializerCompiler(route(schema)) as Serialize,
  fast: contractSerializerCompiler({ check: true })(route(schema)),
});

const row = z.object({
  id: z.string(),
  name: z.string().nullable(),
  count: z.number().int(),
  ratio: z.number(),
  ok: z.boolean(),
  tags: z.array(z.string()),
  point: z.object({ lon: z.number(), lat: z.number() }).nullable(),
  note: z.string().optional(),
  extra: z.unknown(),
});
const page = envelope(z.object({ list: z.array(row), total_count: z.number().int() }));

describe('the schema serializer', () => {
  it('writes the same body as zod encode + JSON.stringify, and drops what the schema does not declare as zod does', () => {
    const { zod, fast } = both(page);
    const data = {
      code: 0,
      msg: '成功',
      data: {
        list: [
          { id: 'a', name: '引号"与\\反斜杠\n换行', count: 3, ratio: 0.25, ok: true, tags: ['x', '\u2028'], point: { lon: 120.1, lat: 30.2 }, extra: { any: [1, null] }, hidden: 'x' },
          { id: 'b', name: null, count: -7, ratio: 1e21, ok: false, tags: [], point: null, note: 'n', extra: null },
        ],
        total_count: 2,
      },
    };
    expect(JSON.parse(fast(data))).toEqual(JSON.parse(zod(data)));
    expect(JSON.parse(fast(data)).data.list[0]).not.toHaveProperty('hidden');
  });

  it('keeps zod for what JSON Schema cannot say exactly (a codec)', () => {
    const schema = envelope(z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) }));
    const { zod, fast } = both(schema);
    const data = { code: 0, msg: 'ok', data: { at: new Date('2026-11-25T00:00:00.000Z') } };
    expect(fast(data)).toBe(zod(data));
    expect(fast(data)).toBe('{"code":0,"msg":"ok","data":{"at":"2026-11-25T00:00:00.000Z"}}');
  });

  it('refuses, as zod does, an answer that misses a field the contract requires', () => {
    const { fast } = both(page);
    expect(() => fast({ code: 0, msg: 'ok', data: { list: [{ id: 'a' }], total_count: 1 } })).toThrow();
  });
});
