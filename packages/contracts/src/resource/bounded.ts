import { z } from 'zod';

type Node = { type?: string | string[]; maxLength?: number; enum?: unknown[]; const?: unknown; properties?: Record<string, Node>; items?: Node | Node[]; anyOf?: Node[]; oneOf?: Node[]; allOf?: Node[] };

/**
 * Where a request schema accepts a string without a maximum length (a closed set of values counts as bounded), as paths (`a`, `list[]`): read from the schema's
 * input JSON Schema, so whatever builds the field (helpers, unions, pipes) is judged by what it really accepts.
 */
export function unboundedStrings(schema: z.ZodType): string[] {
  const found: string[] = [];
  const walk = (node: Node | undefined, at: string) => {
    if (!node) return;
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.includes('string') && node.maxLength === undefined && !node.enum && node.const === undefined) found.push(at);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, at ? `${at}.${key}` : key);
    for (const child of [node.items ?? []].flat()) walk(child, `${at}[]`);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(child, at);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node, '');
  return [...new Set(found)];
}
