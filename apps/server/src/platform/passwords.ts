import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile; the async functions run off the event loop. */
// 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot read.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * One argon2 computation at a time (issue 14 item 8 (d)). The library's async calls run in libuv's pool, up to four at
 * once, each at the event loop's priority: on a busy core four hashes left the event loop a fifth of it for their
 * ≈ 12 ms, and the cars page's p99 tripled beside 20 logins a second. One at a time leaves it at least half: p99 1.1–1.9 ×
 * its figure alone. The cost: one node verifies ≈ 80 passwords a second at most; more wait their turn (deployment.md).
 */
export function serialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };
}
const oneAtATime = serialQueue();

export const hashPassword = (password: string): Promise<string> => oneAtATime(() => hash(password, options));

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown users and password-less users still pay for one verification, so timing does not tell them apart.
  const target = passwordHash ?? (await dummyHash());
  const ok = await oneAtATime(() => verify(target, password)).catch(() => false);
  return ok && passwordHash !== null;
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
