import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile; the async functions run off the event loop. */
// 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot read.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown users and password-less users still pay for one verification, so timing does not tell them apart.
  const target = passwordHash ?? (await dummyHash());
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash('not-a-real-password', options));
