/**
 * A page's rows already written as JSON — by PostgreSQL, each row one `row_to_json` of exactly the contract's keys —
 * and put into the answer as they are (serializer.ts) instead of parsed into objects by the driver and written again
 * by the serializer: on a 20-row car page those two walks were a quarter of the server's CPU (issue 14 item 8).
 *
 * What the schema serializer would have guaranteed — only declared keys, the declared types — is the SQL's to keep;
 * the API suite checks it on every such answer (the serializer's test-mode comparison parses the rows and writes them
 * with zod too), as decision 019 does for every other body.
 */
export class RawJsonList<T = unknown> {
  /** `rows`: each one JSON object's text. */
  constructor(private readonly rows: readonly string[]) {}

  get length(): number {
    return this.rows.length;
  }

  /** The array's JSON text. */
  text(): string {
    return `[${this.rows.join(',')}]`;
  }

  /** The rows as objects: for the zod serializer and its comparison, never on the fast path. */
  parse(): T[] {
    return this.rows.map((row) => JSON.parse(row) as T);
  }
}

/** The envelope `{code, msg, data: {list: …}}` of a page whose list is written already, or undefined. */
export function rawListOf(body: unknown): RawJsonList | undefined {
  const list = (body as { data?: { list?: unknown } } | null)?.data?.list;
  return list instanceof RawJsonList ? list : undefined;
}

/** The same body with its list as objects (what zod's serializer and any other reader expect). */
export function withParsedList(body: unknown, list: RawJsonList): unknown {
  const envelope = body as { data: Record<string, unknown> };
  return { ...envelope, data: { ...envelope.data, list: list.parse() } };
}

/**
 * The schema serializer's text of the body with an empty list, the written rows put in its place. The envelope's keys
 * come in the schema's order, `data` last and `list` its first key, so `"data":{"list":[]` occurs once: a quote inside
 * any string value is escaped, so the marker cannot occur inside one. Undefined if the text is not shaped so.
 */
export function spliceList(serialize: (body: unknown) => string, body: unknown, list: RawJsonList): string | undefined {
  const envelope = body as { data: Record<string, unknown> };
  const text = serialize({ ...envelope, data: { ...envelope.data, list: [] } });
  const at = text.indexOf(MARKER);
  if (at < 0 || text.indexOf(MARKER, at + MARKER.length) >= 0) return undefined;
  const open = at + MARKER.length - 2;
  return `${text.slice(0, open)}${list.text()}${text.slice(open + 2)}`;
}

const MARKER = '"data":{"list":[]';
