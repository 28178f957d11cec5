import path from 'node:path';
import { z } from 'zod';

/** Environment → typed configuration. Nothing else in the server reads process.env (ARCHITECTURE.md rule 9). */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 in development and tests (issue 15 fix 5), every interface (0.0.0.0) in production. */
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /** The server's own login (a role that owns nothing and cannot bypass row-level security); default: DATABASE_URL as zhuyun_app. */
  DATABASE_APP_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  REPLAY_STORE: z.enum(['memory', 'redis', 'postgres']).optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  /** Both set: the server speaks TLS itself, HTTP/2 with HTTP/1.1 for older clients (issue 23 item 3). */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** Unset: the files folder inside DATA_DIR, so two instances with two data folders never share files (issue 15 fix 10). */
  FILE_STORAGE: z.string().optional(),
  MAP_TILE_URL: z.string().optional(),
  SEED_DEMO: bool.optional(),
  WEB_AUTH_CODE: z.string().optional(),
  DEV_COMPANY_DOMAIN: z.string().default('localhost'),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SEND_CODE_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  SIGNING_KEY_HOURS: z.coerce.number().positive().default(24),
  SIGNING_MASTER_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** New units are approved at once instead of waiting for a platform administrator (on with the demo seed). */
  AUTO_APPROVE_UNITS: bool.optional(),
  WEB_DIST: z.string().optional(),
  // The shell's dialogs: the work-order feedback page embedded in its drawer, and the addresses of the platform
  // switcher's external platforms as JSON ({"industrial": "https://…", "measure": …, "acceptance": …}).
  FEEDBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
  PLATFORM_URLS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      const parsed = z.partialRecord(z.enum(['industrial', 'measure', 'acceptance']), z.url({ protocol: /^https?$/ })).safeParse(safeJson(v));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of industrial/measure/acceptance to http(s) URLs' });
      return z.NEVER;
    }),
  /** Third-party scan login: `dev` (built-in stand-in, refused in production), `wechat`, or `off`. */
  THIRD_PARTY_LOGIN: z.enum(['dev', 'wechat', 'off']).optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /** Where the provider sends the browser back; default PUBLIC_ORIGIN/blankPage (register it at WeChat). */
  OAUTH_REDIRECT_URI: z.string().url().optional(),
  /** Where the sub-app builds are (folders micro-<name>/dist); default: the repository's apps/ folder. */
  MICRO_APPS_DIR: z.string().optional(),
  /** JSON {name: {entry, basePath}} added to (or replacing entries of) /micro/manifest.json. */
  MICRO_MANIFEST: z.string().optional(),
  /** Live events (issue 16 item 5): a comment line on every open stream this often. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(20),
  /**
   * The model library's client credential (issue 17 item 4): sent by the web beside the session in the
   * model-client-key header instead of the old client's fixed basic authorization. Unset: not asked (the session
   * alone guards the calls; the server warns at start under NODE_ENV=production).
   */
  MODEL_CLIENT_KEY: z.string().min(16).max(200).optional(),
  /** The largest model upload in MB (GLB, glTF, IFC), 200 by default. */
  MODEL_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const embedded = !e.DATABASE_URL;
  if (production && e.SEED_DEMO) throw new Error('SEED_DEMO is refused under NODE_ENV=production: demo accounts have published passwords.');
  if (production && !e.WEB_AUTH_CODE) throw new Error('WEB_AUTH_CODE must be set under NODE_ENV=production.');
  const thirdPartyLogin = e.THIRD_PARTY_LOGIN ?? (e.WECHAT_APP_ID ? 'wechat' : production ? 'off' : 'dev');
  if (production && thirdPartyLogin === 'dev') throw new Error('THIRD_PARTY_LOGIN=dev is refused under NODE_ENV=production: anyone could claim any identity.');
  if (thirdPartyLogin === 'wechat' && !(e.WECHAT_APP_ID && e.WECHAT_APP_SECRET)) throw new Error('THIRD_PARTY_LOGIN=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET.');
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE are set together, or neither.');
  const tls = e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) } : null;
  const replayStore = e.REPLAY_STORE ?? (e.REDIS_URL ? 'redis' : 'memory');
  if (replayStore === 'redis' && !e.REDIS_URL) throw new Error('REPLAY_STORE=redis needs REDIS_URL.');
  return {
    production,
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    database: embedded
      ? ({ kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) } as const)
      : ({ kind: 'postgres', url: e.DATABASE_URL as string, ...(e.DATABASE_APP_URL ? { appUrl: e.DATABASE_APP_URL } : {}) } as const),
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    replayStore,
    tls,
    publicOrigin: e.PUBLIC_ORIGIN ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`,
    smsProvider: e.SMS_PROVIDER,
    fileStorage: path.resolve(e.FILE_STORAGE ?? path.join(e.DATA_DIR, 'files')),
    mapTileUrl: e.MAP_TILE_URL,
    seedDemo: e.SEED_DEMO ?? (embedded && !production),
    autoApproveUnits: e.AUTO_APPROVE_UNITS ?? (e.SEED_DEMO ?? (embedded && !production)),
    webAuthCode: e.WEB_AUTH_CODE ?? 'dev-web-auth-code',
    devCompanyDomain: e.DEV_COMPANY_DOMAIN,
    rateLimits: { loginPerMinute: e.LOGIN_RATE_PER_MINUTE, sendCodePerMinute: e.SEND_CODE_RATE_PER_MINUTE },
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, maxMs: e.SESSION_MAX_HOURS * 3_600_000 },
    signingKeyMs: e.SIGNING_KEY_HOURS * 3_600_000,
    signingMasterSecret: e.SIGNING_MASTER_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    feedbackUrl: e.FEEDBACK_URL ?? null,
    platformUrls: e.PLATFORM_URLS,
    thirdParty: {
      provider: thirdPartyLogin,
      wechatAppId: e.WECHAT_APP_ID,
      wechatAppSecret: e.WECHAT_APP_SECRET,
      redirectUri: e.OAUTH_REDIRECT_URI ?? `${e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`}/blankPage`,
    },
    microAppsDir: e.MICRO_APPS_DIR ? path.resolve(e.MICRO_APPS_DIR) : undefined,
    microManifest: parseMicroManifest(e.MICRO_MANIFEST),
    liveHeartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
    modelLibrary: { clientKey: e.MODEL_CLIENT_KEY ?? null, maxUploadBytes: e.MODEL_UPLOAD_MAX_MB * 1024 * 1024 },
  };
}

function parseMicroManifest(text: string | undefined): Record<string, { entry: string; basePath: string }> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('Invalid configuration: MICRO_MANIFEST is not JSON');
  }
  const shape = z.record(z.string(), z.object({ entry: z.string().min(1), basePath: z.string().startsWith('/') }));
  const checked = shape.safeParse(parsed);
  if (!checked.success) throw new Error('Invalid configuration: MICRO_MANIFEST must be {name: {entry, basePath}}');
  return checked.data;
}
