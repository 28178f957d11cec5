import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

/**
 * Loaded into each server by `npm run bench` with BENCH_CPU_PROF=<dir> (`--import`): a V8 CPU profile of the measured
 * windows only, not of start-up, seeding or warm-up. The bench sends SIGUSR2 when a measurement starts and again when
 * it ends, having first written the window's name to `<dir>/.label-<pid>`; the profile goes to `<dir>/<name>.cpuprofile`.
 * With BENCH_HEAP_PROF=1 beside it, a sampling heap profile of the window instead (`<name>.heapprofile`): where a call's
 * allocations, which the collector's time follows, are made.
 */
const dir = process.env.BENCH_CPU_PROF_DIR;
const heap = process.env.BENCH_HEAP_PROF === '1';
if (dir) {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
  const start = heap
    ? () => post('HeapProfiler.enable').then(() => post('HeapProfiler.startSampling', { samplingInterval: 4_096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }))
    : () => post('Profiler.enable').then(() => post('Profiler.setSamplingInterval', { interval: 200 })).then(() => post('Profiler.start'));
  const stop = heap ? () => post('HeapProfiler.stopSampling') : () => post('Profiler.stop');
  let running = false;
  process.on('SIGUSR2', () => {
    running = !running;
    if (running) {
      void start();
      return;
    }
    void stop().then((result) => {
      const labelFile = path.join(dir, `.label-${process.pid}`);
      const label = fs.existsSync(labelFile) ? fs.readFileSync(labelFile, 'utf8').trim() : `${process.pid}-${Date.now()}`;
      // The bench waits for `<label>.cpuprofile` before it stops the servers: a heap profile is written under it first.
      const profile = (result as { profile: unknown }).profile;
      if (heap) fs.writeFileSync(path.join(dir, `${label}.heapprofile`), JSON.stringify(profile));
      fs.writeFileSync(path.join(dir, `${label}.cpuprofile`), heap ? '{}' : JSON.stringify(profile));
    });
  });
}
