import { describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgliteOf, simpleQueryOf } from '../pglite-simple-query';
import type { Db } from '../../db/client';

/** A PGlite as far as simpleQueryOf uses it: the texts it was given. */
function fakeClient() {
  const texts: string[] = [];
  const client = { exec: async (text: string) => (texts.push(text), [{ rows: [{ row: '{}', total: 3 }] }]), execProtocolRaw: () => undefined };
  return { client: client as unknown as PGlite, texts };
}

describe('a drizzle statement as one simple query on PGlite', () => {
  it("writes each call's values into the text: integers as they are, strings quoted, the statement's own values too", async () => {
    const { client, texts } = fakeClient();
    const query = { sql: 'select $1, $2, $3, $10 from t where a = $1', params: [sql.placeholder('company'), sql.placeholder('offset'), 'cars', ...Array(6).fill(0), 7] };
    const run = simpleQueryOf(client, query);
    expect(await run({ company: "o'brien", offset: 40 })).toEqual([{ row: '{}', total: 3 }]);
    expect(texts).toEqual(["select 'o''brien', 40, 'cars', 7 from t where a = 'o''brien'"]);
  });

  it('refuses what it would not write safely', async () => {
    const run = simpleQueryOf(fakeClient().client, { sql: 'select $1', params: [sql.placeholder('x')] });
    await expect(run({ x: 1.5 })).rejects.toThrow(/not written/);
    await expect(run({ x: { a: 1 } })).rejects.toThrow(/not written/);
    await expect(run({ x: 'a\0b' })).rejects.toThrow(/not written/);
  });

  it('finds the PGlite under a handle, and none under node-postgres', () => {
    expect(pgliteOf({ $client: fakeClient().client } as unknown as Db)).not.toBeNull();
    expect(pgliteOf({ $client: { query: () => undefined } } as unknown as Db)).toBeNull();
  });
});
