import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ApiClient, memoryStore, type KeyValueStore } from '@zhuyun/client';
import { routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export const TEST_AUTH_CODE = 'test-web-auth-code';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A fresh signed client, as the web would be: its own key store and session. */
  client(options?: ClientOptions): TestClient;
  /**
   * The configuration of a second app on this one's database and files (a restart, another node), `env` on top: never
   * the checkout's own data folder, which the suite's two database projects would write at once.
   */
  config(env?: Record<string, string>): ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

export interface ClientOptions {
  host?: string;
  ip?: string;
  /** Sent as Accept-Encoding, as a browser would; the answer is decoded as fetch would (last() says how it came). */
  acceptEncoding?: string;
}

export interface TestClient {
  api: ApiClient;
  store: KeyValueStore;
  fetch: typeof fetch;
  /** The last answer as the wire carried it: HTTP status and parsed body. */
  last(): { status: number; body: unknown; encoding?: string } | null;
  /** The last request as the wire carried it: method, path with query, and whether it had a body. */
  lastRequest(): { method: string; url: string; hasBody: boolean } | null;
  loginAs(userNo: string, password: string): Promise<string>;
}

/**
 * Builds the real app on a database as new (migrated, with reference data and the demo tenant) and calls it through
 * app.inject: no open port, yet every call goes through the real client package (signing, envelope, policy).
 * TEST_LOGS=1 prints the server's error logs.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // The demo tenant is already in the snapshot or template (global-setup.ts); the worker's database comes back reset.
  const { database, release } = await openTestDatabase();
  const fileStorage = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-files-'));
  const configOf = (more: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', WEB_AUTH_CODE: TEST_AUTH_CODE, LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'error' : 'silent', FILE_STORAGE: fileStorage, ...env, ...more });
  const app = await buildApp({ config: configOf(), database, logger: process.env.TEST_LOGS === '1' });
  await app.ready();
  return {
    app,
    // The test's own fixtures and checks go through the owner (a superuser in CI: no row-level security); the app's
    // calls go through its role, under the policies (docs/decisions/024-row-level-security.md).
    database: { ...database, db: database.ownerDb },
    client: (options = {}) => makeClient(app, options),
    config: configOf,
    close: async () => {
      await app.close();
      await release();
      fs.rmSync(fileStorage, { recursive: true, force: true });
    },
  };
}

function makeClient(app: FastifyInstance, options: ClientOptions): TestClient {
  const store = memoryStore();
  let last: { status: number; body: unknown; encoding?: string } | null = null;
  let lastRequest: { method: string; url: string; hasBody: boolean } | null = null;
  const fetchViaInject = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), `http://${options.host ?? 'localhost'}`);
    lastRequest = { method: init.method ?? 'GET', url: url.pathname + url.search, hasBody: init.body !== undefined };
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        ...(init.headers as Record<string, string>),
        host: options.host ?? 'localhost',
        ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
      },
      payload: init.body as string | undefined,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    const encoding = response.headers['content-encoding'] as string | undefined;
    const body = decoded(encoding, response.rawPayload);
    last = { status: response.statusCode, body: safeJson(body), ...(encoding ? { encoding } : {}) };
    const { 'content-encoding': _sent, 'content-length': _length, ...headers } = response.headers;
    return new Response(body, { status: response.statusCode, headers: headers as HeadersInit });
  }) as typeof fetch;
  const api = new ApiClient({ baseUrl: '', systemNo: WEB_SYSTEM_NO, authCode: TEST_AUTH_CODE, store, fetch: fetchViaInject });
  return {
    api,
    store,
    fetch: fetchViaInject,
    last: () => last,
    lastRequest: () => lastRequest,
    loginAs: async (userNo, password) => {
      const answer = await api.call(routes.login, { login_type: 1, user_no: userNo, password });
      api.setToken(answer.access_token);
      return answer.access_token;
    },
  };
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs a call and answers its refusal code (0 when it succeeded). */
export async function codeOf(promise: Promise<unknown>): Promise<{ code: number; msg: string }> {
  try {
    await promise;
    return { code: 0, msg: '' };
  } catch (error) {
    const e = error as { code?: number; message?: string };
    if (typeof e.code !== 'number') throw error;
    return { code: e.code, msg: e.message ?? '' };
  }
}
