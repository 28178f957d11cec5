// A preload for bench/http/semi-space-rss.ts: on SIGUSR2 the process prints V8's heap spaces (MB) on one line, so the
// young generation's size can be read from outside. Costs nothing until the signal.
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  const mb = (n) => Math.round((n / 2 ** 20) * 10) / 10;
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: mb(s.space_size), physical: mb(s.physical_space_size), used: mb(s.space_used_size) }]));
  process.stderr.write(`@@heap-spaces ${JSON.stringify(spaces)}\n`);
});
