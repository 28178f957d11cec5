// What other modules may use of the site module (a module reaches another only through its index.ts).
export { sweepOfflineDevices } from './offline-sweep';
