import { z } from 'zod';

type Node = {
  type?: string | string[];
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  propertyNames?: Node;
  items?: Node | Node[];
  prefixItems?: Node[];
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  not?: Node;
  $ref?: string;
  $defs?: Record<string, Node>;
};

/** A node that says nothing about its value: it accepts any JSON, a string of any length included. */
const acceptsAnything = (node: Node) =>
  node.type === undefined && node.enum === undefined && node.const === undefined && node.$ref === undefined && node.not === undefined &&
  !node.anyOf && !node.oneOf && !node.allOf && !node.properties && !node.items;

/**
 * Whether a JSON Schema pattern can only match a string of bounded length: every alternative anchored at both ends
 * (`^…$`; JSON Schema patterns are unanchored searches otherwise) and no unbounded quantifier (`*`, `+`, `{n,}`)
 * outside a lookaround (a lookaround tests, it does not widen what is matched). A UUID, a phone number, a date or a
 * fixed-width code is bounded this way without a maxLength of its own.
 */
export function patternIsBounded(pattern: string): boolean {
  const branches: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  // One pass: split the top-level alternatives and refuse an unbounded quantifier outside classes and lookarounds.
  const lookaroundDepths: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      depth++;
      if (/^\(\?<?[=!]/.test(pattern.slice(i, i + 4))) lookaroundDepths.push(depth);
    } else if (c === ')') {
      if (lookaroundDepths.at(-1) === depth) lookaroundDepths.pop();
      depth--;
    } else if (lookaroundDepths.length === 0) {
      if (c === '*' || c === '+') return false;
      if (c === '{' && /^\{\d*,\}/.test(pattern.slice(i))) return false;
      if (c === '|' && depth === 0) {
        branches.push(pattern.slice(start, i));
        start = i + 1;
      }
    }
  }
  branches.push(pattern.slice(start));
  return branches.every((b) => b.startsWith('^') && b.endsWith('$') && !b.endsWith('\\$'));
}

/** Why a string node is bounded, or null when nothing bounds it. */
export type StringBound = 'maxLength' | 'enum' | 'const' | 'pattern';

function boundOf(node: Node): StringBound | null {
  if (node.maxLength !== undefined) return 'maxLength';
  if (node.enum) return 'enum';
  if (node.const !== undefined) return 'const';
  if (node.pattern !== undefined && patternIsBounded(node.pattern)) return 'pattern';
  // zod writes a second check of the same string (two regexes, a length and a regex) as allOf members.
  for (const part of node.allOf ?? []) {
    const inner = boundOf(part);
    if (inner) return inner;
  }
  return null;
}

export interface StringField {
  /** The field's path: `a`, `a.b`, `list[]`, `map{}` (a record's values), `map{key}` (its keys). */
  at: string;
  /** What bounds it, or null when nothing does. */
  bound: StringBound | null;
}

/**
 * Every place a request schema accepts a string, with what bounds its length, read from the schema's input JSON Schema
 * (what a client may send), so whatever builds the field (helpers, unions, pipes) is judged by what it really accepts.
 * A value that accepts anything (`unknown`, a transform zod cannot describe) is a string field with no bound.
 */
export function stringFields(schema: z.ZodType): StringField[] {
  const found = new Map<string, StringField>();
  const note = (at: string, bound: StringBound | null) => {
    const seen = found.get(at);
    // One unbounded branch (of a union) leaves the field unbounded.
    if (!seen || (seen.bound !== null && bound === null)) found.set(at, { at, bound });
  };
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  const expanded = new Set<string>();
  const walk = (node: Node | boolean | undefined, at: string) => {
    if (node === undefined || node === false) return;
    if (node === true || acceptsAnything(node)) {
      note(at, null);
      return;
    }
    if (node.$ref) {
      // A recursive schema (a tree) refers to its own definition: walk each definition once.
      const name = node.$ref.replace(/^#\/\$defs\//, '');
      if (expanded.has(name)) return;
      expanded.add(name);
      walk(node.$ref === '#' ? root : root.$defs?.[name], at);
      return;
    }
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.includes('string')) note(at, boundOf(node));
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, at ? `${at}.${key}` : key);
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) walk(node.additionalProperties, `${at}{}`);
    if (node.propertyNames) walk(node.propertyNames, `${at}{key}`);
    for (const child of [node.items ?? [], node.prefixItems ?? []].flat()) walk(child, `${at}[]`);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(child, at);
  };
  walk(root, '');
  return [...found.values()];
}

/**
 * Where a request schema accepts a string without a maximum length, as paths (`a`, `list[]`). A closed set of values
 * (enum, literal) and an anchored pattern without unbounded repetition count as bounded.
 */
export function unboundedStrings(schema: z.ZodType): string[] {
  return stringFields(schema)
    .filter((f) => f.bound === null)
    .map((f) => f.at);
}
