import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

/**
 * Loaded into each server by `npm run bench` with BENCH_CPU_PROF=<dir> (`--import`): a V8 CPU profile of the measured
 * windows only, not of start-up, seeding or warm-up. The bench sends SIGUSR2 when a measurement starts and again when
 * it ends, having first written the window's name to `<dir>/.label-<pid>`; the profile goes to `<dir>/<name>.cpuprofile`.
 */
const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
  let running = false;
  process.on('SIGUSR2', () => {
    running = !running;
    if (running) {
      void post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: 200 }))
        .then(() => post('Profiler.start'));
      return;
    }
    void post('Profiler.stop').then((result) => {
      const labelFile = path.join(dir, `.label-${process.pid}`);
      const label = fs.existsSync(labelFile) ? fs.readFileSync(labelFile, 'utf8').trim() : `${process.pid}-${Date.now()}`;
      fs.writeFileSync(path.join(dir, `${label}.cpuprofile`), JSON.stringify((result as { profile: unknown }).profile));
    });
  });
}
