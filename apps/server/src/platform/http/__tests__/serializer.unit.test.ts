import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { envelope } from '@zhuyun/contracts';
import { contractSerializerCompiler } from '../serializer';
import { RawJsonList } from '../raw-json';

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

  describe('a list written as JSON already (raw-json.ts)', () => {
    const rows = [
      // As the SQL writes them (decision 019): ASCII, 引号"与 escaped.
      '{"id":"a","name":"\\u5f15\\u53f7\\"\\u4e0e","count":3,"ratio":0.25,"ok":true,"tags":["x"],"point":{"lon":120.1,"lat":30.2},"extra":{"any":[1,null]}}',
      '{"id":"b","name":null,"count":-7,"ratio":1.50,"ok":false,"tags":[],"point":null,"note":"n","extra":null}',
    ];
    const body = (list: string[], msg = '"data":{"list":[]') => ({ code: 0, msg, data: { list: new RawJsonList(list), total_count: 2 } });

    it('puts the rows into the answer as they are, and says what zod says of them parsed', () => {
      const { zod } = both(page);
      const fast = contractSerializerCompiler({ check: false })(route(page));
      const written = fast(body(rows));
      // The marker inside msg is escaped there: the rows go where the list is, once.
      expect(written).toBe(`{"code":0,"msg":"\\"data\\":{\\"list\\":[]","data":{"list":[${rows.join(',')}],"total_count":2}}`);
      const parsed = { code: 0, msg: '"data":{"list":[]', data: { list: rows.map((r) => JSON.parse(r) as unknown), total_count: 2 } };
      expect(JSON.parse(written)).toEqual(JSON.parse(zod(parsed)));
      // With the tests' check on, the same text passes the comparison with zod.
      expect(contractSerializerCompiler({ check: true })(route(page))(body(rows))).toBe(written);
    });

    it('fails the tests\' check when a written row holds a key the contract lacks, or lacks one it requires', () => {
      const { fast } = both(page);
      expect(() => fast(body([rows[0]!.replace('"ok":true', '"ok":true,"hidden":"x"'), rows[1]!]))).toThrow(/schema serializer wrote/);
      expect(() => fast(body(['{"id":"a"}']))).toThrow();
    });
  });
});
