import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from './harness/server';

/** An integrator signs with the README's recipe alone: run the README's own shell example against a real server. */
function readmeShellExample(): string {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('A shell example:'));
  const match = /```bash\n([\s\S]*?)```/.exec(after);
  if (!match?.[1]) throw new Error('README has no shell example after "A shell example:"');
  return match[1];
}

describe('the README signing recipe', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it('signs in the demo administrator with nothing but curl, openssl and sha256sum', () => {
    const script = readmeShellExample().replace(/^BASE=.*$/m, `BASE=${server.baseUrl}`);
    const output = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
    const answer = JSON.parse(output.trim().split('\n').pop() as string);
    expect(answer.code).toBe(0);
    expect(answer.data.user_no).toBe('demo');
    expect(answer.data.access_token).toMatch(/^[\w-]{43}$/);
  });

  it('is refused as a replay when sent twice', () => {
    const script = readmeShellExample()
      .replace(/^BASE=.*$/m, `BASE=${server.baseUrl}`)
      .replace(/^(curl -s -XPOST \$BASE\/adminc.*)$/m, '$1; echo; $1');
    const lines = execFileSync('bash', ['-c', script], { encoding: 'utf8' }).trim().split('\n');
    expect(JSON.parse(lines[0] as string).code).toBe(0);
    expect(JSON.parse(lines[1] as string).code).toBe(10303);
  });
});
