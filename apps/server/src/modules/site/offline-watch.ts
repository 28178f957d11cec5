import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { SWEEP_EVERY_MS, sweepSilentDevices, type SilentDevices } from './offline-sweep';

/** The families each server watches, keyed by its platform (one per server, whatever Fastify's plugin nesting). */
const watched = new WeakMap<Platform, SilentDevices[]>();

/**
 * One tick of the sweep: every family in the order it was added, one after another (they share the database); a
 * family that fails is reported and the next is still swept.
 */
export async function sweepEach(
  families: readonly SilentDevices[],
  sweepOne: (family: SilentDevices) => Promise<unknown>,
  onError: (error: unknown, family: SilentDevices) => void,
): Promise<void> {
  for (const family of families) await sweepOne(family).catch((error: unknown) => onError(error, family));
}

/**
 * Adds a family of devices (site devices, readers, …) to its server's one offline sweep (issue 20 item 1): the first
 * family starts the timer, every tick sweeps every family (sweepEach). Unref'd, so it never holds the process open;
 * cleared when the server closes.
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
  const sweep = () =>
    sweepEach(
      all,
      (each) => sweepSilentDevices(db, platform.events, each, new Date(), app.log),
      (error, each) => app.log.error({ err: error, family: each.name }, 'offline sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
