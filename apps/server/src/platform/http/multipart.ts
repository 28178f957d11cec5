import type { FastifyInstance, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';

/** The two app-wide hooks of @fastify/multipart that only clean up what `saveRequestFiles` wrote to disk. */
const TEMP_FILE_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * @fastify/multipart as uploads use it here: streamed (register-upload.ts), never saved to temporary files. The plugin
 * adds two async hooks to every route of the app (a `close` listener on each response, and a clean-up of the saved
 * files after it) that serve `saveRequestFiles` alone: a promise each on every call of every route, ≈ 1 µs of a
 * signed call's CPU (issue 14 item 8). They are left out, and `saveRequestFiles` refuses, so that nothing can write
 * temporary files that nobody deletes. Its content-type parser and the request's `file`/`isMultipart` are as before.
 */
export const streamedMultipart = fp(
  (instance: FastifyInstance, options: FastifyMultipartOptions & FastifyPluginOptions, done: (error?: Error) => void) => {
    const addHook = (name: string, hook: unknown) => {
      if (!TEMP_FILE_HOOKS.has(name)) (instance.addHook as (n: string, h: unknown) => unknown)(name, hook);
      return shim;
    };
    const decorateRequest = (name: string, value: unknown, dependencies?: string[]) => {
      const refused = () => {
        throw new Error('saveRequestFiles is not supported: uploads are streamed (register-upload.ts)');
      };
      instance.decorateRequest(name, name === 'saveRequestFiles' ? refused : value, dependencies);
      return shim;
    };
    // Everything else is the instance's own, called on the instance (its decorators land on it, not on the proxy).
    const shim: FastifyInstance = new Proxy(instance, {
      get(target, key) {
        if (key === 'addHook') return addHook;
        if (key === 'decorateRequest') return decorateRequest;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    (fastifyMultipart as unknown as FastifyPluginCallback<FastifyMultipartOptions>)(shim, options, done);
  },
  { name: 'streamed-multipart' },
);
