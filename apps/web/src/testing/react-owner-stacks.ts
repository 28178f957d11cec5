import React from 'react';

// React 19's development build, which page tests need for `act`, records an "owner stack" for every element it creates:
// `new Error()` with ten frames and a `console.createTask` per element, up to 10,000 a second. Only a warning's
// message reads them (the component chain printed under it); no test asserts on them. In a CPU profile of the three
// heaviest page test files that capture was ≈ 7 % of the samples. React skips the capture once its per-second budget is
// spent, which is what this tells it, for good: elements then carry React's "unknown owner" stack, as a production build
// does. TEST_OWNER_STACKS=1 keeps them, to read a warning's owner chain.
const internalsKey = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const budget = 'recentlyCreatedOwnerStacks';

export function skipOwnerStacks(): void {
  if (process.env.TEST_OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, object | undefined>)[internalsKey];
  // Once per worker: React's module is shared by the worker's files (vitest.config.ts).
  if (!internals || Object.getOwnPropertyDescriptor(internals, budget)?.get) return;
  Object.defineProperty(internals, budget, { configurable: true, get: () => Number.POSITIVE_INFINITY, set: () => {} });
}
