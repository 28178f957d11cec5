import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes, type RouteContract } from '../index';
import { patternIsBounded, unboundedStrings } from '../resource/bounded';

// Issue 15 fix 7: every string a request can carry has a maximum length. The server registers each contract of the
// route table with its request schema as the query (GET, DELETE, paramsIn 'query', multipart uploads) or the JSON
// body, and the OpenAPI document is generated from those registrations (openapi.api.test.ts checks that its
// operations are exactly these contracts), so walking the table walks every operation's parameters. A restful id in
// the path is copied into the same parameters before validation (restful-route.ts). Headers (platformKey,
// signature, access_token, device_key) are no parameters of a contract: the server reads them itself, within
// Node's 16 kB header limit.
const contracts = [...new Set(Object.values(routes) as RouteContract[])];

describe('request string bounds', () => {
  it('walks every operation of the route table', () => {
    expect(contracts.length).toBeGreaterThan(500);
  });

  it('finds no request string without a maximum length', () => {
    const unbounded = contracts.flatMap((route) => unboundedStrings(route.request).map((at) => `${route.method} ${route.path} ${at || '(the request)'}`));
    expect(unbounded).toEqual([]);
  });
});

describe('the walker', () => {
  it('counts an anchored pattern without unbounded repetition as bounded, and nothing else', () => {
    expect(patternIsBounded('^1\\d{10}$')).toBe(true);
    expect(patternIsBounded('^([0-9a-f]{8}-[0-9a-f]{4})$')).toBe(true);
    expect(patternIsBounded('^(?=.*\\d)[a-z\\d]{8,20}$')).toBe(true);
    expect(patternIsBounded('^[*+]{1,3}$')).toBe(true);
    expect(patternIsBounded('^\\d+$')).toBe(false);
    expect(patternIsBounded('^\\d{2,}$')).toBe(false);
    expect(patternIsBounded('\\d{4}')).toBe(false);
    expect(patternIsBounded('^a|b$')).toBe(false);
    expect(patternIsBounded('^a$|^b$')).toBe(true);
    expect(patternIsBounded('^a\\$')).toBe(false);
  });

  it('finds unbounded strings in unions, arrays, records and values that accept anything', () => {
    const schema = z.object({
      a: z.string(),
      b: z.string().max(3),
      c: z.array(z.string()).optional(),
      d: z.enum(['x']),
      e: z.union([z.number(), z.string()]).transform(Number),
      f: z.union([z.number(), z.string().max(20)]).transform(Number),
      g: z.record(z.string().max(8), z.string()),
      h: z.unknown(),
      i: z.string().regex(/^\d{6}$/),
      j: z.literal('on'),
      k: z.uuid(),
      l: z.email(),
    });
    expect(unboundedStrings(schema)).toEqual(['a', 'c[]', 'e', 'g{}', 'h', 'l']);
  });
});
