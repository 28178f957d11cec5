import { describe, expect, it, vi } from 'vitest';
import Fastify, { type onSendHookHandler } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, belowThresholdFirst, installCompression } from '../compress';

// @fastify/compress's onSend answers a body under the threshold unchanged; the wrapper answers it so at once and hands
// everything else to the plugin, counting bytes, not characters.
describe('belowThresholdFirst', () => {
  const run = (payload: unknown) => {
    const plugin = vi.fn((_request: unknown, _reply: unknown, _payload: unknown, done: (error: null, payload?: unknown) => void) => done(null, 'compressed'));
    const done = vi.fn();
    const hook = belowThresholdFirst(plugin as unknown as onSendHookHandler);
    (hook as unknown as (...args: unknown[]) => void).call({}, {}, {}, payload, done);
    return { plugin: plugin.mock.calls.length, answer: done.mock.calls[0]?.[1] };
  };

  it('passes a small string or Buffer through without the plugin', () => {
    expect(run('{"code":0}')).toEqual({ plugin: 0, answer: '{"code":0}' });
    const small = Buffer.alloc(COMPRESS_THRESHOLD_BYTES - 1);
    expect(run(small)).toEqual({ plugin: 0, answer: small });
    expect(run('a'.repeat(COMPRESS_THRESHOLD_BYTES - 1)).plugin).toBe(0);
  });

  it('hands the plugin what is at or over the threshold in bytes, and anything not a string or Buffer', () => {
    expect(run('a'.repeat(COMPRESS_THRESHOLD_BYTES))).toEqual({ plugin: 1, answer: 'compressed' });
    // 400 characters, 1,200 bytes of UTF-8: over the threshold though under it in characters.
    expect(run('张'.repeat(400)).plugin).toBe(1);
    expect(run(Buffer.alloc(COMPRESS_THRESHOLD_BYTES)).plugin).toBe(1);
    expect(run(null).plugin).toBe(1);
    expect(run({ pipe: () => undefined }).plugin).toBe(1);
  });
});

// The wrapper finds the plugin's hook by its name: a release that renamed it would leave every route on the slow path.
describe('installCompression', () => {
  it("puts the wrapper in place of the plugin's onSend on every route", async () => {
    const app = Fastify();
    await installCompression(app);
    const seen: unknown[] = [];
    app.addHook('onRoute', (route) => void seen.push(route.onSend));
    app.get('/t', async () => ({ ok: true }));
    await app.ready();
    const hooks = seen[0] as { name: string }[];
    expect(hooks.map((hook) => hook.name)).toContain('compressing');
    expect(hooks.map((hook) => hook.name)).not.toContain('onSend');
    await app.close();
  });
});
