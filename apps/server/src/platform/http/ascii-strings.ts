import { createRequire } from 'node:module';

/**
 * The ASCII wire's escape where it is cheap: inside fast-json-stringify's own string escaper, per string value, in the
 * same character loop it already runs (decision 019, session 21). Escaping the whole answer afterwards cost more than
 * the one-byte answer saved (docs/performance.md, session 21 asciiwire): a pass in JavaScript over every character.
 * Here an ASCII string costs what it cost (the library's loop, with `>= 0x7f` added to its test), and a string with
 * Chinese in it is written by `JSON.stringify` and its units past ASCII rewritten as `\uXXXX`, built from one-byte
 * pieces, so the generated code's concatenation of the answer stays one-byte. What this escaper does not see (a
 * string array long enough for the library's native path, an untyped value) is caught by `asciiJson` after it.
 *
 * fast-json-stringify takes `asString` from its Serializer's prototype when it builds each serializer, so the
 * prototype's method is replaced once, before any is built. If a version of the library stopped reading it there,
 * answers would stay ASCII (asciiJson escapes them after) but pay the slow path: ascii-json.unit.test.ts builds a bare
 * fast-json-stringify serializer after the install and fails unless it writes ASCII itself.
 */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const CHARS = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
/** What the library escapes (controls, quote, backslash, surrogates) and every unit past ASCII (DEL too: harmless). */
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\u007f-\uffff]/; // eslint-disable-line no-control-regex

function escapedAscii(text: string): string {
  const json = JSON.stringify(text);
  let out = '';
  for (let i = 0; i < json.length; i++) {
    const unit = json.charCodeAt(i);
    out += unit < 0x80 ? CHARS[unit]! : `\\u${HEX[unit >> 8]!}${HEX[unit & 0xff]!}`;
  }
  return out;
}

/**
 * Short strings with Chinese in them are mostly names that recur call after call (the signed-in person's, the unit's,
 * a job's): their literals are kept, at most CACHED of them, the whole map dropped when full (no order to keep).
 */
const CACHED = 1024;
const literals = new Map<string, string>();

function cachedLiteral(text: string): string {
  let literal = literals.get(text);
  if (literal === undefined) {
    if (literals.size >= CACHED) literals.clear();
    literal = escapedAscii(text);
    literals.set(text, literal);
  }
  return literal;
}

/** A JSON string literal of `text`, ASCII only. */
export function asciiString(text: string): string {
  const length = text.length;
  if (length < 42) {
    for (let i = 0; i < length; i++) {
      const unit = text.charCodeAt(i);
      if (unit >= 0x7f) return cachedLiteral(text);
      if (unit < 0x20 || unit === 0x22 || unit === 0x5c) return escapedAscii(text);
    }
    return `"${text}"`;
  }
  return NEEDS_ESCAPE.test(text) ? escapedAscii(text) : `"${text}"`;
}

let installed = false;
/** Has every fast-json-stringify serializer built after this write its strings with asciiString. */
export function installAsciiStrings(): void {
  if (installed) return;
  const Serializer = createRequire(import.meta.url)('fast-json-stringify/lib/serializer') as { prototype: { asString: (text: string) => string } };
  Serializer.prototype.asString = asciiString;
  installed = true;
}
