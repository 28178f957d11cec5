import { afterEach, describe, expect, it, vi } from 'vitest';
import { asLifecycle, loadMicroApp, resetMicroLoader, resolveEntry } from '../micro-loader';

const lifecycle = () => ({ bootstrap: vi.fn(), mount: vi.fn(), update: vi.fn(), unmount: vi.fn() });

describe('the sub-app loader', () => {
  afterEach(() => resetMicroLoader());

  it('resolves entries against the page, or keeps an absolute one', () => {
    expect(resolveEntry('/micro/labor/labor.js', 'http://shell.test/labor/teams')).toBe('http://shell.test/micro/labor/labor.js');
    expect(resolveEntry('https://cdn.test/labor.js', 'http://shell.test/')).toBe('https://cdn.test/labor.js');
  });

  it('names the lifecycle functions a module lacks', () => {
    expect(() => asLifecycle({ bootstrap() {}, mount() {} }, 'x.js')).toThrow('x.js does not export update, unmount');
    expect(() => asLifecycle(null, 'x.js')).toThrow('x.js does not export bootstrap, mount, update, unmount');
  });

  it('imports an entry once and bootstraps it once', async () => {
    const module = lifecycle();
    const importer = vi.fn(async () => module);
    const [a, b] = await Promise.all([loadMicroApp('/micro/labor/labor.js', importer), loadMicroApp('/micro/labor/labor.js', importer)]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith(resolveEntry('/micro/labor/labor.js'));
    expect(module.bootstrap).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import so a retry imports again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(lifecycle());
    await expect(loadMicroApp('/micro/labor/labor.js', importer)).rejects.toThrow('offline');
    await expect(loadMicroApp('/micro/labor/labor.js', importer)).resolves.toMatchObject({ mount: expect.any(Function) });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
