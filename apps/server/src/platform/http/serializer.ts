import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawListOf, spliceList, withParsedList } from './raw-json';
import { asciiJson, isAscii } from './ascii-json';
import { installAsciiStrings } from './ascii-strings';

// Before any serializer is built: strings written ASCII by fast-json-stringify itself (ascii-strings.ts).
installAsciiStrings();

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Responses serialized from the contracts' JSON Schema (decision 019). fast-json-stringify writes a body from a schema
 * with code generated once per route: ≈ 2–3× cheaper than zod's encode followed by JSON.stringify, which walks every
 * value twice. The JSON Schema comes from the same zod schema (io 'input': what zod's encode produces), in the
 * OpenAPI 3.0 form whose `nullable: true` fast-json-stringify writes without a validator.
 *
 * A schema with anything the JSON Schema cannot say exactly (a codec, a transform, a refinement of the output) keeps
 * zod's serializer. With `check` on (tests), every body is written both ways and a difference is an error naming the
 * route, so no field a client reads can be dropped or reshaped unnoticed by the API suite (key order may differ).
 */
export function contractSerializerCompiler(options: { check: boolean }) {
  return (route: RouteSchema): Serialize => {
    // Compiled on the route's first answer with that status, not when the route is registered: generating every
    // route's code was ≈ 0.45 s of a server start's ≈ 4.5 s of CPU (decision 028), for routes and statuses most runs
    // never answer. The code generated, and so every body written, is the same.
    let serialize: Serialize | undefined;
    return (data) => (serialize ??= compileFor(route, options.check))(data);
  };
}

function compileFor(route: RouteSchema, check: boolean): Serialize {
  const zodWrite = zodSerializerCompiler(route) as Serialize;
  // A page whose rows came written as JSON (raw-json.ts): zod reads them as objects; the schema serializer splices.
  const slow: Serialize = (data) => {
    const list = rawListOf(data);
    return asciiJson(zodWrite(list ? withParsedList(data, list) : data));
  };
  const schemaWrite = fastSerializer(route.schema);
  if (!schemaWrite) return slow;
  // Every body ASCII (ascii-json.ts). A page's written rows are ASCII already (the SQL escapes them, decision 019):
  // only the envelope around them is escaped, not the rows scanned again.
  const ascii: Serialize = (data) => asciiJson(schemaWrite(data));
  const fast: Serialize = (data) => {
    const list = rawListOf(data);
    if (!list) return ascii(data);
    return spliceList(ascii, data, list) ?? ascii(withParsedList(data, list));
  };
  if (!check) return fast;
  return (data) => {
    const expected = slow(data);
    const written = fast(data);
    // Key order aside (fast-json-stringify may write an untyped field later), the two must say the same.
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url} (${route.httpStatus}): the schema serializer wrote\n${written}\nwhere zod wrote\n${expected}`);
    }
    // The written rows of a page are trusted to be ASCII on the fast path: the API suite holds them to it.
    if (!isAscii(written)) throw new Error(`${route.method} ${route.url} (${route.httpStatus}): a body not all ASCII:\n${written}`);
    return written;
  };
}

// Code generated once per schema, not once per route and status: every route's eight error statuses share one
// schema, and contract schemas are module constants, so an app registering them again (each API test file builds
// one) reuses what an earlier app compiled. A compiled serializer is a pure function of its schema.
const compiled = new WeakMap<z.ZodType, Serialize | null>();

/** A fast-json-stringify serializer for a zod schema, or null when its JSON Schema would not say exactly the same. */
function fastSerializer(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  let serialize = compiled.get(schema);
  if (serialize === undefined) compiled.set(schema, (serialize = compileFast(schema)));
  return serialize;
}

function compileFast(schema: z.ZodType): Serialize | null {
  let exact = true;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'throw',
    override: ({ zodSchema }) => {
      // What encode would compute rather than copy.
      const type = zodSchema._zod.def.type;
      if (type === 'pipe' || type === 'transform' || type === 'custom' || type === 'lazy') exact = false;
    },
  });
  } catch {
    return null; // unrepresentable (a Date, a bigint …): zod's serializer
  }
  if (!exact) return null;
  return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
}
