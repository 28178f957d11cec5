import { describe, expect, it } from 'vitest';
import { hashPassword, serialQueue, verifyPassword } from '../passwords';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('right-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [right, wrong, none] = await Promise.all([verifyPassword(hash, 'right-1'), verifyPassword(hash, 'wrong-1'), verifyPassword(null, 'right-1')]);
    expect([right, wrong, none]).toEqual([true, false, false]);
  });

  it('runs one computation at a time, and a failed one does not stop the next', async () => {
    const run = serialQueue();
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const job = (fail: boolean) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (fail) throw new Error('failed');
        return 'ok';
      });
    const results = [job(true), job(false), job(false)].map((p) => p.catch((error: Error) => error.message));
    // Each job is let go only once it has started: the next one may start only after it ends.
    for (let released = 0; released < 3; released += 1) {
      await expect.poll(() => releases.length).toBe(released + 1);
      releases[released]!();
    }
    expect(await Promise.all(results)).toEqual(['failed', 'ok', 'ok']);
    expect(most).toBe(1);
  });
});
