// What other modules may use of the site module (a module reaches another only through its index.ts).
export { sweepOfflineDevices, sweepSilentDevices, SWEEP_EVERY_MS, type SilentDevices } from './offline-sweep';
export { watchSilentDevices } from './offline-watch';
