import pg from 'pg';
import { currentDbScope, scopeKey, setScopeSql, type DbScope } from './scope';

/** The scope a pooled connection was last set to (session-level), so an unchanged scope costs no round trip. */
const connectionScope = new WeakMap<pg.PoolClient, string>();

/** pg's query, without its overloads: a text or a config, and values. */
type Send = (config: unknown, values?: unknown) => Promise<unknown>;
const sender = (client: pg.PoolClient): Send => client.query.bind(client) as unknown as Send;

/**
 * A pg.Pool whose every statement runs in the caller's scope (db/scope.ts), for the row-level security policies.
 *
 * - A transaction (drizzle's `begin` as the first statement of a checked-out connection) gets its scope with
 *   `set_config(…, true)` in the same round trip as its `begin`: `begin; SELECT set_config(…)`, ended with it.
 * - A statement outside a transaction runs on a connection first set to the caller's scope with `set_config(…, false)`
 *   — a round trip only when that connection last served another scope (rare: a node's requests are mostly one unit's
 *   and the pool hands out its most recent connection). Wrapping each one in begin/set/commit would triple them.
 *
 * The scope is read when the statement (or the checkout) starts, so a connection never carries one caller's scope
 * into another's work. Only the promise forms are supported (all drizzle uses).
 */
export class ScopedPool extends pg.Pool {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads; the promise form is what is served
  override query(config: any, values?: any): any {
    if (typeof values === 'function' || typeof config === 'function') throw new Error('ScopedPool: callbacks are not supported');
    const scope = currentDbScope();
    return (async () => {
      const client = await super.connect();
      let failure: Error | undefined;
      try {
        const send = sender(client);
        const setting = ensureScope(client, scope, send);
        if (setting) await setting;
        return await send(config, values);
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // As pg.Pool's own query does: a connection whose statement failed is closed, not reused.
        client.release(failure);
      }
    })();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, as above
  override connect(callback?: any): any {
    if (callback) throw new Error('ScopedPool: callbacks are not supported');
    const scope = currentDbScope();
    return super.connect().then((client) => scoped(client, scope));
  }
}

/** The client of a checkout, its first statement put in `scope`: a `begin` gets the scope in its own round trip. */
function scoped(client: pg.PoolClient, scope: DbScope | undefined): pg.PoolClient {
  const original = client.query;
  const originalRelease = client.release;
  const send = sender(client);
  let first = true;
  const query: Send = async (config, values) => {
    if (first) {
      first = false;
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      const params = (values ?? (config as { values?: unknown[] } | null)?.values) as unknown[] | undefined;
      if (typeof text === 'string' && /^\s*begin\b[^;]*$/i.test(text) && !params?.length) {
        const results = await send(`${text}; ${setScopeSql(scope, true)}`);
        return Array.isArray(results) ? results[0] : results;
      }
      const setting = ensureScope(client, scope, send);
      if (setting) await setting;
    }
    return send(config, values);
  };
  client.query = query as unknown as typeof client.query;
  client.release = (error?: Error | boolean) => {
    client.query = original;
    client.release = originalRelease;
    return originalRelease.call(client, error);
  };
  return client;
}

/** Sets a connection to `scope` when it last served another; undefined (nothing to await) when it is there already. */
function ensureScope(client: pg.PoolClient, scope: DbScope | undefined, send: Send): Promise<void> | undefined {
  const key = scopeKey(scope);
  if (connectionScope.get(client) === key) return undefined;
  connectionScope.delete(client);
  return send(setScopeSql(scope, false)).then(() => {
    connectionScope.set(client, key);
  });
}

/** The server's address by default: the owner's, as the user zhuyun_app (a trust-authenticated cluster, CI). */
export function appUrlOf(ownerUrl: string, role = 'zhuyun_app'): string {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates the server's role if it is missing — a login that owns nothing, is no superuser and cannot bypass
 * row-level security — and grants it the rows of this database's tables (never their definitions). Idempotent, and
 * safe when several processes run it at once. In production the role is made beforehand, with its password.
 */
export async function ensureAppRole(conn: pg.PoolClient, role: string): Promise<void> {
  if (!ROLE_NAME.test(role)) throw new Error(`DATABASE_APP_URL: not a role name this server creates: ${role}`);
  const { rows } = await conn.query<{ owner: string }>('SELECT current_user AS owner');
  if (rows[0]?.owner === role) throw new Error(`DATABASE_APP_URL: the server's role ${role} must not be the owner that migrates`);
  await conn.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN
      CREATE ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END $$`);
  const { rows: flags } = await conn.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
    'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1',
    [role],
  );
  if (flags[0]?.rolsuper || flags[0]?.rolbypassrls) throw new Error(`the server's role ${role} is a superuser or bypasses row-level security`);
  await conn.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await conn.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
  await conn.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
}
