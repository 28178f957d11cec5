/**
 * What `zod` resolves to in the web bundle (vite.config.ts aliases it here); vitest and tsc keep the real zod.
 *
 * The browser imports the route contracts for their method, path and flags only: it never validates with their
 * schemas (the server does, and answers 10001 with the spec's message). Building the schemas would still cost the
 * first load of /login ≈24 kB gzip of zod, a tenth of its budget. So every schema here is one inert chainable value;
 * asking it to parse throws, so a future use of a schema in the browser fails loudly instead of passing silently.
 */
const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'decode', 'encode', 'safeDecode', 'safeEncode']);

function refuseToParse(): never {
  throw new Error('zod is not shipped to the browser: import it from a module outside the contracts or validate on the server');
}

const inertSchema: unknown = new Proxy(function inert() {}, {
  get(_target, property) {
    if (typeof property === 'string' && PARSERS.has(property)) return refuseToParse;
    // Never look like a promise, a primitive or an iterable to code that probes values.
    if (property === 'then' || property === Symbol.iterator || property === Symbol.asyncIterator) return undefined;
    if (property === Symbol.toPrimitive) return () => '[zod schema omitted from the browser bundle]';
    return inertSchema;
  },
  apply: () => inertSchema,
  construct: () => inertSchema as object,
});

export const z = inertSchema;
export default inertSchema;
