import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AccessPolicy } from './access-policy';
import { grantsPolicy } from './access-policy';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limit';
import { hmacHex } from './crypto';
import { loadServerSecret } from './secrets';
import { SessionRepo } from './session/session.repo';
import { SessionService } from './session/session.service';
import { MemoryReplayStore, type ReplayStore } from './signing/replay-store';
import { PostgresReplayStore } from './signing/replay-store.postgres';
import { RedisReplayStore } from './signing/replay-store.redis';
import { SigningKeyService, upsertAccessSystem } from './signing/signing-keys.service';
import { verifySignature } from './signing/verify-signature';
import { OutboxSmsProvider } from './sms/outbox.provider';
import { LocalFileStore } from './files/file-store';
import type { SmsProvider } from './sms/sms-provider';
import { WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { EventBus } from './events/event-bus';
import { createBusTransport } from './events/create-transport';
import { AuditRepo } from './audit/audit.repo';
import { AuditTrail } from './audit/audit-trail';
import { dataScopes, type DataScopeService } from './data-scope/data-scope';
import { RequestLog } from './request-log/request-log';
import { RequestMetrics } from './metrics/request-metrics';

/** The cross-cutting services every module uses, built once per app. */
export interface Platform {
  config: Config;
  database: Database;
  sessions: SessionService;
  signingKeys: SigningKeyService;
  replay: ReplayStore;
  rateLimiter: RateLimiter;
  sms: SmsProvider;
  outbox: OutboxSmsProvider | null;
  access: AccessPolicy;
  /** The tamper-evident audit trail (issue 15): every write, sign-in, review and permission change is appended. */
  audit: AuditTrail;
  /** Keys the hashes of verification codes. */
  codePepper: string;
  /** Uploaded files on disk (FILE_STORAGE), and the key that signs links to them. */
  files: LocalFileStore;
  fileLinkKey: string;
  /** The live-events bus (issue 16 item 5): publish after a write commits; see platform/events/message-events.ts. */
  events: EventBus;
  /** Which rows of a page a session's job sees (issue 19 item 2); the resource layer applies it (dataScope option). */
  dataScope: DataScopeService;
  /** The API's request log (issue 19 item 6), written in batches and kept bounded. */
  requests: RequestLog;
  /** This node's request metrics per operation, in memory (issue 16 item 8; platform/metrics/request-metrics.ts). */
  metrics: RequestMetrics;
  /** Throws a refusal; answers undefined when it needed no read (signing/verify-signature.ts), else a promise. */
  verifySignature(request: FastifyRequest, now?: number): Promise<void> | undefined;
  close(): Promise<void>;
}

export async function createPlatform(config: Config, database: Database, log: FastifyBaseLogger): Promise<Platform> {
  const { db } = database;
  const master = await loadServerSecret(db, 'signing_master', config.signingMasterSecret);
  await upsertAccessSystem(db, WEB_SYSTEM_NO, 'Zhuyun web', config.webAuthCode);
  const signingKeys = new SigningKeyService(db, master, config.signingKeyMs);
  const replay: ReplayStore =
    config.replayStore === 'redis'
      ? new RedisReplayStore(config.redisUrl as string)
      : config.replayStore === 'postgres'
        ? new PostgresReplayStore(db)
        : new MemoryReplayStore();
  const rateLimiter: RateLimiter = config.redisUrl ? new RedisRateLimiter(config.redisUrl) : new MemoryRateLimiter();
  const outbox = config.smsProvider === 'outbox' ? new OutboxSmsProvider(db, log) : null;
  const sessions = new SessionService(new SessionRepo(db), {
    idleMs: config.session.idleMs,
    maxMs: config.session.maxMs,
    cacheMs: 5_000,
    touchEveryMs: 60_000,
  });
  const events = new EventBus(createBusTransport(config, database, log), log);
  await events.start();
  // A session ended here ends its streams on every node and leaves no cached copy anywhere.
  sessions.onEnded((ended) => void events.sessionEnded(ended));
  events.onSessionEnded((ended) => sessions.forget(ended));
  const requests = new RequestLog(db, log);
  return {
    config,
    database,
    sessions,
    signingKeys,
    replay,
    rateLimiter,
    sms: outbox as SmsProvider,
    outbox,
    access: grantsPolicy(db),
    audit: new AuditTrail(new AuditRepo(db)),
    codePepper: hmacHex(master, 'sms-code-pepper'),
    files: new LocalFileStore(config.fileStorage),
    fileLinkKey: hmacHex(master, 'file-link-key'),
    events,
    dataScope: dataScopes(db),
    requests,
    metrics: new RequestMetrics({ minutes: 15 }),
    verifySignature: (request, now) => verifySignature(request, signingKeys, replay, now),
    close: async () => {
      await requests.close();
      await replay.close();
      await rateLimiter.close();
      await events.close();
    },
  };
}
