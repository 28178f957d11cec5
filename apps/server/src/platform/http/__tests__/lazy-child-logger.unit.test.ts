import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLogger } from '../lazy-child-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level }, stream) as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe('the lazy request logger', () => {
  it('writes at an enabled level what the pino child writes, with its bindings', () => {
    const { logger, lines } = capture('warn');
    const child = lazyChildLogger(logger, { reqId: 'r-1' }, {});
    child.info('not written');
    child.warn({ code: 7 }, 'written');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', code: 7, msg: 'written', level: 40 });
    expect(child.level).toBe('warn');
  });

  it('makes no pino child while nothing is written, and follows a level set on it', () => {
    const { logger, lines } = capture('warn');
    let made = 0;
    const counting = Object.assign(Object.create(logger) as FastifyBaseLogger, {
      child: (...args: Parameters<FastifyBaseLogger['child']>) => (made++, logger.child(...args)),
    });
    const child = lazyChildLogger(counting, { reqId: 'r-2' }, {});
    child.info('no');
    child.debug('no');
    expect(made).toBe(0);
    child.level = 'info';
    child.info('yes');
    expect(made).toBe(1);
    expect(lines).toMatchObject([{ reqId: 'r-2', msg: 'yes' }]);
  });

  it('gives a route with its own options its child at once', () => {
    const { logger } = capture('warn');
    const child = lazyChildLogger(logger, { reqId: 'r-3' }, { level: 'debug' });
    expect((child as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug')).toBe(true);
  });
});
