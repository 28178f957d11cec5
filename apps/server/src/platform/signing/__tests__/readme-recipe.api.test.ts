import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSrcDir } from '../../runtime-paths';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * An integrator signs with the README's recipe alone: the README's own shell example, run with bash, curl, openssl and
 * sha256sum against the real app listening on a port. Moved here from the e2e suite (issue 14 item 7): it drives no
 * browser, so it needs no server process of its own. The script runs asynchronously — the app answers curl from this
 * same process, so a synchronous child would block the very event loop that has to answer it.
 */
const run = promisify(execFile);

function readmeShellExample(): string {
  const readme = fs.readFileSync(path.resolve(serverSrcDir, '../../../README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('A shell example:'));
  const match = /```bash\n([\s\S]*?)```/.exec(after);
  if (!match?.[1]) throw new Error('README has no shell example after "A shell example:"');
  return match[1];
}

describe('the README signing recipe', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    // The README's auth code is the development default, as `npm start` runs.
    t = await createTestApp({ WEB_AUTH_CODE: 'dev-web-auth-code' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  const script = () => readmeShellExample().replace(/^BASE=.*$/m, `BASE=${base}`);

  it('signs in the demo administrator with nothing but curl, openssl and sha256sum', async () => {
    const { stdout } = await run('bash', ['-c', script()], { encoding: 'utf8' });
    const answer = JSON.parse(stdout.trim().split('\n').pop() as string);
    expect(answer.code).toBe(0);
    expect(answer.data.user_no).toBe('demo');
    expect(answer.data.access_token).toMatch(/^[\w-]{43}$/);
  });

  it('is refused as a replay when sent twice', async () => {
    const twice = script().replace(/^(curl -s -XPOST \$BASE\/adminc.*)$/m, '$1; echo; $1');
    const { stdout } = await run('bash', ['-c', twice], { encoding: 'utf8' });
    const lines = stdout.trim().split('\n');
    expect(JSON.parse(lines[0] as string).code).toBe(0);
    expect(JSON.parse(lines[1] as string).code).toBe(10303);
  });
});
