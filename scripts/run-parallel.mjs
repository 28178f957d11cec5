/**
 * `node scripts/run-parallel.mjs typecheck lint build`: runs npm scripts side by side (tsc and eslint are each one
 * core's work and the build mostly one more, on a CI runner with two: `npm test` pays the longest, not the sum), prints
 * each one's output whole when it ends, and fails if any failed.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`== ${name}: ${code === 0 ? 'passed' : `failed (${code ?? signal})`} after ${seconds} s\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
