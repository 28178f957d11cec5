import { beforeEach, describe, expect, it, vi } from 'vitest';

// The web build aliases zod to this stub (vite.config.ts); here the contracts are loaded the same way.
vi.mock('zod', () => import('../../../zod-browser-stub'));

describe('contracts on the zod stub of the browser bundle', () => {
  // The test set-up has already loaded the contracts on the real zod; load them afresh.
  beforeEach(() => vi.resetModules());

  it('still give every route its method, path and flags', async () => {
    const { routes } = await import('@zhuyun/contracts');
    expect(routes.login).toMatchObject({ method: 'POST', path: '/adminc/v1/login/do_login', auth: 'none', signed: true, handlesErrors: true });
    expect(routes.getKey).toMatchObject({ method: 'POST', signed: false });
    expect(routes.logout.method).toBe('DELETE');
  });

  it('refuses to validate, so a schema used in the browser fails loudly', async () => {
    const { routes } = await import('@zhuyun/contracts');
    expect(() => routes.login.request.parse({})).toThrow(/not shipped to the browser/);
    expect(() => routes.login.request.safeParse({})).toThrow(/not shipped to the browser/);
  });
});
