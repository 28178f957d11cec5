import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { SWEEP_EVERY_MS, sweepSilentDevices, type SilentDevices } from './offline-sweep';

/** The families each server watches, keyed by its platform (one per server, whatever Fastify's plugin nesting). */
const watched = new WeakMap<Platform, SilentDevices[]>();

/**
 * Adds a family of devices (site devices, readers, …) to its server's one offline sweep (issue 20 item 1): the first
 * family starts the timer, every tick sweeps every family one after another, and a family's failure is logged without
 * stopping the others. Unref'd, so it never holds the process open; cleared when the server closes.
 */
export function watchSilentDevices(app: FastifyInstance, platform: Platform, family: SilentDevices): void {
  const families = watched.get(platform);
  if (families) {
    families.push(family);
    return;
  }
  const all = [family];
  watched.set(platform, all);
  const { db } = platform.database;
  const sweep = async () => {
    const now = new Date();
    for (const each of all) {
      await sweepSilentDevices(db, platform.events, each, now, app.log).catch((error: unknown) => app.log.error({ err: error, family: each.name }, 'offline sweep failed'));
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
