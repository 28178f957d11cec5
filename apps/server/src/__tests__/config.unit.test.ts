import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

// Configuration of ARCHITECTURE.md rule 9: what an operator gets from environment variables, and what is refused.
describe('loadConfig', () => {
  it('refuses SEED_DEMO under NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', WEB_AUTH_CODE: 'prod-code' })).toThrow(
      /SEED_DEMO is refused under NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', WEB_AUTH_CODE: 'prod-code', DATABASE_URL: 'postgres://x/y' })).toThrow(
      /SEED_DEMO/,
    );
  });

  it('does not seed in production when SEED_DEMO is unset or off', () => {
    expect(loadConfig({ NODE_ENV: 'production', WEB_AUTH_CODE: 'prod-code' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', WEB_AUTH_CODE: 'prod-code', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('keeps uploads inside DATA_DIR unless FILE_STORAGE says otherwise (issue 15 fix 10)', () => {
    expect(loadConfig({ DATA_DIR: '/srv/a' }).fileStorage).toBe(path.resolve('/srv/a/files'));
    expect(loadConfig({ DATA_DIR: '/srv/b' }).fileStorage).toBe(path.resolve('/srv/b/files'));
    expect(loadConfig({ DATA_DIR: '/srv/a', FILE_STORAGE: '/mnt/files' }).fileStorage).toBe(path.resolve('/mnt/files'));
  });

  it('refuses production without its own WEB_AUTH_CODE', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/WEB_AUTH_CODE/);
  });

  it('seeds the demo by default with the embedded database only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/zhuyun' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/zhuyun', SEED_DEMO: 'yes' }).seedDemo).toBe(true);
  });

  it('defaults to port 3000, PGlite in ./data, the outbox and the spec\'s session limits', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
    expect(config.smsProvider).toBe('outbox');
    expect(config.session).toEqual({ idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
    expect(config.rateLimits).toEqual({ loginPerMinute: 60, sendCodePerMinute: 20 });
  });

  it('picks the replay store: memory alone, redis with REDIS_URL, postgres when asked', () => {
    expect(loadConfig({}).replayStore).toBe('memory');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).replayStore).toBe('redis');
    expect(loadConfig({ REPLAY_STORE: 'postgres', DATABASE_URL: 'postgres://x/y' }).replayStore).toBe('postgres');
    expect(() => loadConfig({ REPLAY_STORE: 'redis' })).toThrow(/REPLAY_STORE=redis needs REDIS_URL/);
  });

  it('names the offending variable of an invalid value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/Invalid configuration: NODE_ENV/);
    expect(() => loadConfig({ SIGNING_MASTER_SECRET: 'short' })).toThrow(/Invalid configuration: SIGNING_MASTER_SECRET/);
  });
  it("reads the shell dialogs' addresses: FEEDBACK_URL and PLATFORM_URLS, refusing what is not http(s)", () => {
    expect(loadConfig({})).toMatchObject({ feedbackUrl: null, platformUrls: {} });
    const config = loadConfig({ FEEDBACK_URL: 'https://support.example.com/ticket', PLATFORM_URLS: '{"measure":"https://measure.example.com/"}' });
    expect(config.feedbackUrl).toBe('https://support.example.com/ticket');
    expect(config.platformUrls).toEqual({ measure: 'https://measure.example.com/' });
    expect(() => loadConfig({ FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(/Invalid configuration: FEEDBACK_URL/);
    expect(() => loadConfig({ PLATFORM_URLS: '{"measure":"javascript:alert(1)"}' })).toThrow(/Invalid configuration: PLATFORM_URLS/);
    expect(() => loadConfig({ PLATFORM_URLS: 'not json' })).toThrow(/Invalid configuration: PLATFORM_URLS/);
  });
});
