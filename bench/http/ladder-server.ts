import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Msg, user } from '@zhuyun/contracts';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { buildApp } from '../../apps/server/src/app';
import type { Platform } from '../../apps/server/src/platform/platform';
import type { SessionContext } from '../../apps/server/src/platform/session/session.types';
import { userInfoOf } from '../../apps/server/src/modules/user/user-info';
import { registerRoute } from '../../apps/server/src/platform/http/register-route';
import { installErrorHandler } from '../../apps/server/src/platform/http/error-handler';
import { clientErrorHandler, frameworkErrors, installNulGuard } from '../../apps/server/src/platform/http/edge-guards';
import { installSecurityHeaders } from '../../apps/server/src/platform/http/security-headers';
import { loggerOptions } from '../../apps/server/src/platform/http/log-options';
import { LevelAwareLogController, lazyChildLogger } from '../../apps/server/src/platform/http/lazy-child-logger';
import { installCompression } from '../../apps/server/src/platform/http/compress';
import { installJsonParser } from '../../apps/server/src/platform/http/raw-body';
import { requestIds } from '../../apps/server/src/platform/http/request-id';
import { contractSerializerCompiler } from '../../apps/server/src/platform/http/serializer';
import { asciiStringify } from '../../apps/server/src/platform/http/ascii-json';
import { installAnsweredCalls } from '../../apps/server/src/platform/http/answered-calls';
import { makeTempDir } from './databases';
import { installBaseCompression, installBaseNulGuard } from './edge-base';
import { getKey, login } from './signing';
import { Rungs, type Rung } from './ladder-rungs';

/**
 * The server side of `bench/http/ladder.ts`: one process, one Fastify per rung of a ladder from bare hello to (a)'s
 * whole server, each rung adding one layer of what (a) pays, built from the server's own modules; each on its own
 * port. Prints one JSON line: the ports, the signing key and the demo administrator's token.
 */
const PATH = user.getUserInfo.path;
const authCode = 'bench-web-auth-code';

const at = (rung: Rung) => Rungs.indexOf(rung);

async function rungApp(rung: Rung, platform: Platform, session: SessionContext, config: ReturnType<typeof loadConfig>): Promise<FastifyInstance> {
  const level = at(rung);
  const app = (Fastify as unknown as (options: object) => FastifyInstance)(
    level >= at('options')
      ? {
          logger: loggerOptions('warn'),
          childLoggerFactory: lazyChildLogger,
          logController: new LevelAwareLogController(),
          genReqId: requestIds(),
          trustProxy: config.trustProxy,
          bodyLimit: 1_048_576,
          frameworkErrors,
          clientErrorHandler,
        }
      : { logger: false },
  );
  if (level >= at('options')) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(contractSerializerCompiler({ check: false }));
    installJsonParser(app);
    installErrorHandler(app);
  }
  // BENCH_EDGE_BASE=1: the edge hooks as they were before session 21's edgehooks branch (edge-base.ts), for an A/B.
  const base = process.env.BENCH_EDGE_BASE === '1';
  if (level >= at('headers')) installSecurityHeaders(app, config.publicOrigin);
  if (level >= at('compress')) await (base ? installBaseCompression : installCompression)(app);
  if (level >= at('nul')) (base ? installBaseNulGuard : installNulGuard)(app);
  if (level >= at('log')) installAnsweredCalls(app, platform.requests, platform.metrics);
  if (rung === 'hello' || rung === 'hello@a') {
    app.get('/', async () => ({ hello: 'world' }));
    app.get(PATH, async () => ({ hello: 'world' }));
  } else if (level < at('route')) {
    // The answer (a) sends, written by Fastify's default serializer; the summary makes it a call for answered-calls.
    // Written as the app writes an object no schema serializer writes: ASCII JSON (ascii-json.ts, installAsciiAnswers).
    app.get(PATH, { schema: { summary: user.getUserInfo.summary } }, async (request, reply) => {
      if (level >= at('log')) request.session = session;
      reply.type('application/json; charset=utf-8').serializer(asciiStringify);
      return { code: 0, msg: Msg.ok, data: userInfoOf(session) };
    });
  } else {
    // registerRoute as every call: zod's query check, the contract's serializer, the call frame, the envelope. What
    // it asks of the platform is real from the rung that adds it, else answered at once.
    const stub = Object.assign(Object.create(platform) as Platform, {
      verifySignature: level >= at('signed') ? platform.verifySignature : () => undefined,
      sessions: level >= at('session') ? platform.sessions : { resolveNow: () => session },
    });
    registerRoute(app, stub, user.getUserInfo, { handler: async ({ session: s }) => userInfoOf(s) });
  }
  return app;
}

async function main(): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    LOGIN_RATE_PER_MINUTE: '1000000',
    SEND_CODE_RATE_PER_MINUTE: '1000000',
    WEB_AUTH_CODE: authCode,
    FILE_STORAGE: makeTempDir(),
  });
  const database = await openDatabase(config.database);
  await prepareDatabase(database, true);
  const full = await buildApp({ config, database });
  // A cached session and signing key are read again every 5 s, and a session's last use written every 60 s. At the
  // bench's thousands of calls a second those reads are one in tens of thousands of calls; under valgrind, at tens of
  // calls a second, one in a few hundred — and a rung's step grew with its window's length (session 21 on a busy
  // machine: the signed step +114,700 in a 143 s window, where session 19 had counted +31,900). Stretched, so that the rungs count what a
  // call costs at speed; BENCH_LADDER_REFRESH_MS=5000 for the platform's own.
  const refreshMs = Number(process.env.BENCH_LADDER_REFRESH_MS ?? 3_600_000);
  const policy = (full.platform.sessions as unknown as { policy: { cacheMs: number; touchEveryMs: number } }).policy;
  policy.cacheMs = Math.max(policy.cacheMs, refreshMs);
  policy.touchEveryMs = Math.max(policy.touchEveryMs, refreshMs);
  (full.platform.signingKeys as unknown as { cacheMs: number }).cacheMs = refreshMs;
  const appBase = await full.listen({ port: 0, host: '127.0.0.1' });
  const key = await getKey(appBase, authCode);
  const token = await login(appBase, key, 'demo', 'Demo@2026zy!');
  const session = await full.platform.sessions.resolve(token);
  const ports: Record<string, string> = { app: appBase };
  for (const rung of Rungs) {
    if (rung === 'app' || rung === 'hello@a') continue;
    const app = await rungApp(rung, full.platform, session, config);
    ports[rung] = await app.listen({ port: 0, host: '127.0.0.1' });
  }
  ports['hello@a'] = ports.hello!;
  process.stdout.write(`${JSON.stringify({ ports, key, token })}\n`);
}

await main();
