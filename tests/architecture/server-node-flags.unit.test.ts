import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags';
import { serverArgv } from '../../e2e/harness/server';

/**
 * Every way the server is started passes its Node flags (apps/server/src/platform/node-flags.ts): V8 reads them only
 * when the process starts, so a start that forgets them runs with Node's defaults (on Node 24 a young generation of up
 * to 128 MB: ≈ 90 MB more at rest, docs/decisions/025-bundled-server.md).
 */
const root = path.resolve(import.meta.dirname, '../..');
const flags = serverNodeFlags.join(' ');

describe("the server's Node flags", () => {
  it('cap the young generation', () => {
    expect(serverNodeFlags).toContain('--max-semi-space-size=16');
  });

  it('are in `npm start`', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toContain(`node ${flags} apps/server/dist/main.mjs`);
  });

  it('are in every e2e server start', () => {
    expect(serverArgv().slice(0, serverNodeFlags.length)).toEqual([...serverNodeFlags]);
  });

  it('are in the deployment guide’s commands', () => {
    const guide = fs.readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
    const commands = guide.match(/node [^\n`"]*apps\/server\/dist\/main\.mjs|"node",[^\n]*main\.mjs/g) ?? [];
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command.replace(/[",[\]]/g, ' ').replace(/\s+/g, ' ')).toContain(flags);
  });

  // Allocates far more than any young generation holds, with a changing live set, then reports the new space's size.
  const newSpaceAfterWork = (flags: readonly string[]): number => {
    const script = `
      const v8 = require('node:v8');
      let keep = [];
      for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 200000) keep = []; }
      const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      process.stdout.write(String(space.space_size));`;
    const run = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return Number(run.stdout);
  };

  // A bound for a loaded machine, not a timed assertion: the children take about a second each when it is quiet.
  it('take effect: a process started with them keeps a young generation of at most 2 × 16 MB', { timeout: 120_000 }, () => {
    const capped = newSpaceAfterWork(serverNodeFlags);
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThanOrEqual(32 * 1024 * 1024);
    // Where Node's own default is larger (Node 24 on a machine of 8 GB or more), the same work without them grows past
    // the cap: the check above is not met by a work too small to grow the space.
    const major = Number(process.versions.node.split('.')[0]);
    if (major >= 24 && os.totalmem() >= 8 * 1024 ** 3) expect(newSpaceAfterWork([])).toBeGreaterThan(32 * 1024 * 1024);
  });
});
