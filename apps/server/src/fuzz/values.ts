import { randomUuid, type Rng } from './prng';

/** The part of JSON Schema (as @fastify/swagger emits it from the zod contracts) the generator reads. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** Ids of the demo seed, so some generated ids hit real rows (never the signed-in administrator's own user). */
export const KNOWN_IDS = [
  '01900000-0000-7000-8000-000000000001',
  '01900000-0000-7000-8000-000000000011',
  '01900000-0000-7000-8000-000000000013',
  '01900000-0000-7000-8000-000000000102',
  '01900000-0000-7000-8000-000000001003',
];

const TEXTS = ['测试', '钱塘一号', 'abc', 'A1', '2026-01-15', '13812345678', 'x y', '%', '_', "O'Brien", '\\', '😀'];

/** A plausible value for a field: what a well-behaved client would send, from the schema and the field's name. */
export function plausible(rng: Rng, schema: Schema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 4) return rng.pick(TEXTS);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return plausible(rng, rng.pick(branches.filter((b) => b.type !== 'null').length ? branches.filter((b) => b.type !== 'null') : branches), name, depth);
  if (schema.allOf?.[0]) return plausible(rng, schema.allOf[0], name, depth);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type.filter((t) => t !== 'null')) : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return rng.int(Math.max(schema.minimum ?? 0, -5), Math.min(schema.maximum ?? 5, 5));
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return Array.from({ length: rng.int(0, 3) }, () => plausible(rng, schema.items, name, depth + 1));
    case 'object':
      return plausibleObject(rng, schema, depth + 1);
    case 'null':
      return null;
    default:
      return plausibleText(rng, name, schema);
  }
}

export function plausibleObject(rng: Rng, schema: Schema, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    if (key === 'timeStamp' || key === 'randomNum') continue;
    if (required.has(key) || rng.chance(0.6)) out[key] = plausible(rng, field, key, depth);
  }
  return out;
}

function plausibleText(rng: Rng, name: string, schema: Schema): string {
  if (/_id$|^id$/.test(name)) return rng.chance(0.5) ? rng.pick(KNOWN_IDS) : randomUuid(rng);
  if (/ids$/.test(name)) return [randomUuid(rng), rng.pick(KNOWN_IDS)].join(',');
  if (/phone/.test(name)) return `138${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  if (/date|day|_at$|time/.test(name)) return rng.pick(['2026-01-15', '2026-01-15T08:00:00+08:00', '']);
  if (/email/.test(name)) return 'a@example.com';
  const text = rng.pick(TEXTS);
  return schema.minLength && text.length < schema.minLength ? text.padEnd(schema.minLength, 'x') : text;
}

/** Values no well-behaved client sends: the classes issue 15 lists. Each entry names its class for the report. */
export const hostileValues: Array<[string, (rng: Rng) => unknown]> = [
  ['huge number', (rng) => rng.pick([2 ** 53, 1e308, -1e308, 2 ** 63, -1, 0, 1.5, -0.5, 2_147_483_648])],
  ['non-finite text', (rng) => rng.pick(['Infinity', '-Infinity', 'NaN', '1e309', '0x10', ' ', '1,2'])],
  ['long string', (rng) => rng.pick(['a', '测', 'ab ']).repeat(rng.pick([256, 1_001, 5_000, 70_000]))],
  ['NUL string', (rng) => rng.pick(['\u0000', 'a\u0000b', `${randomUuid(rng)}\u0000`])],
  ['bad id', (rng) => rng.pick(['1', 'not-a-uuid', "' OR 1=1 --", '00000000-0000-0000-0000-000000000000', `{${randomUuid(rng)}}`, '../../etc/passwd', '%00'])],
  ['wrong type', (rng) => rng.pick([true, false, null, 0, 1, '', 'x', {}, []])],
  ['array for value', (rng) => rng.pick([[], [1, 2], ['a'], [{}], [null]])],
  ['object for value', (rng) => rng.pick<object>([{}, { a: 1 }, { $gt: '' }, { toString: 'x' }])],
  ['odd text', (rng) => rng.pick(['\ud800', '\u202e', '2026-13-45', '9999-12-31', '0000-01-01', '<script>', '${x}', '\\u0000'])],
];
