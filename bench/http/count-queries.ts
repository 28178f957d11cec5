import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Loaded into each server by `npm run bench` with BENCH_COUNT_QUERIES=<dir> (`--import`): counts the statements the
 * server sends PostgreSQL during each measured window, by text, so a call's round trips are counted rather than
 * guessed. Every `pg.Client#query` is one round trip (a `begin; SELECT set_config(…)` sent as one text is one). The
 * same SIGUSR2 protocol as profile-window.ts: the bench signals when a window starts and ends, having first written
 * its name to `<dir>/.label-<pid>`; the counts go to `<dir>/<name>.queries.json`. A diagnostic run only: the wrapper
 * costs a map update per statement.
 */
const dir = process.env.BENCH_COUNT_QUERIES_DIR;
if (dir) {
  const counts = new Map<string, number>();
  let counting = false;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (counting) {
      const text = typeof config === 'string' ? config : ((config as { name?: string; text?: string } | null)?.name ?? (config as { text?: string } | null)?.text ?? '?');
      const key = text.replace(/\s+/g, ' ').slice(0, 120);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  process.on('SIGUSR2', () => {
    counting = !counting;
    if (counting) {
      counts.clear();
      return;
    }
    const labelFile = path.join(dir, `.label-${process.pid}`);
    const label = fs.existsSync(labelFile) ? fs.readFileSync(labelFile, 'utf8').trim() : `${process.pid}-${Date.now()}`;
    fs.writeFileSync(path.join(dir, `${label}.queries.json`), JSON.stringify(Object.fromEntries(counts), null, 1));
  });
}
