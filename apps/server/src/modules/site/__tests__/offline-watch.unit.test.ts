import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Platform } from '../../../platform/platform';
import type { SilentDevices } from '../offline-sweep';
import { sweepEach, watchSilentDevices } from '../offline-watch';

const family = (name: string): SilentDevices => ({ name, flip: () => sql`select 1`, title: (n) => n, content: (n) => n });

/** A server as far as the watch uses it: its onClose hooks, run by close(). */
function fakeApp() {
  const onClose: (() => Promise<void>)[] = [];
  const app = { log: { error: vi.fn() }, addHook: (_name: string, hook: () => Promise<void>) => onClose.push(hook) };
  return { app: app as unknown as FastifyInstance, close: () => Promise.all(onClose.map((hook) => hook())) };
}
const fakePlatform = () => ({ database: { db: {} }, events: {} }) as unknown as Platform;

describe('the offline sweep of device families', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps every family in turn, and a failing family neither stops the next nor goes unreported', async () => {
    const swept: string[] = [];
    const failures: string[] = [];
    const boom = new Error('relation does not exist');
    await sweepEach(
      [family('sensors'), family('readers'), family('robots')],
      async (f) => {
        swept.push(f.name);
        if (f.name === 'readers') throw boom;
      },
      (error, f) => failures.push(`${f.name}: ${(error as Error).message}`),
    );
    expect(swept).toEqual(['sensors', 'readers', 'robots']);
    expect(failures).toEqual(['readers: relation does not exist']);
  });

  it('runs one timer per server whatever the number of families, and clears it when the server closes', async () => {
    vi.useFakeTimers();
    const first = fakeApp();
    const platform = fakePlatform();
    watchSilentDevices(first.app, platform, family('sensors'));
    watchSilentDevices(first.app, platform, family('readers'));
    expect(vi.getTimerCount()).toBe(1);
    // Another server (another platform) has its own.
    const second = fakeApp();
    watchSilentDevices(second.app, fakePlatform(), family('sensors'));
    expect(vi.getTimerCount()).toBe(2);
    await first.close();
    await second.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
