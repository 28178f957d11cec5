import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { streamedMultipart } from '../multipart';

/** The hooks a plugin adds to the app, by name, seen through a spy on addHook. */
async function hooksAddedBy(register: (app: ReturnType<typeof Fastify>) => void): Promise<string[]> {
  const app = Fastify();
  const added: string[] = [];
  const addHook = app.addHook.bind(app);
  app.addHook = ((name: string, hook: never) => {
    added.push(name);
    return addHook(name as never, hook);
  }) as typeof app.addHook;
  register(app);
  await app.ready();
  await app.close();
  return added;
}

describe('streamedMultipart', () => {
  // multipart.ts drops @fastify/multipart's hooks by name, trusting that they only clean up saved files. An upgrade that
  // adds or renames a hook must be looked at, not silently dropped: this fails first.
  it('leaves out exactly the two temporary-file hooks @fastify/multipart adds', async () => {
    const options = { throwFileSizeLimit: true };
    expect((await hooksAddedBy((app) => void app.register(fastifyMultipart, options))).sort()).toEqual(['onRequest', 'onResponse']);
    expect(await hooksAddedBy((app) => void app.register(streamedMultipart, options))).toEqual([]);
  });

  it('refuses saveRequestFiles, so nothing writes files that nobody deletes', async () => {
    const app = Fastify();
    await app.register(streamedMultipart, { throwFileSizeLimit: true });
    app.post('/up', async (request) => {
      await request.saveRequestFiles();
      return {};
    });
    const boundary = 'b0';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n--${boundary}--\r\n`;
    const res = await app.inject({ method: 'POST', url: '/up', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/saveRequestFiles is not supported/);
    await app.close();
  });
});
