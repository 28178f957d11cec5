import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * exceljs 4.4's streaming reader decodes every zip chunk on its own (utils/parse-sax.js: `textDecoder.decode(chunk)`),
 * so a Chinese character whose three UTF-8 bytes straddle two chunks comes out as "��" — in a large import that
 * silently corrupts text such as 水平构件 (seen at row ~1,000 of a generated file). This puts a parse-sax with one
 * streaming decoder per parse into Node's module cache before exceljs loads it. It must run before the first import
 * of exceljs in the process (register-upload.ts imports it first); if exceljs was loaded earlier it says so.
 */
const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('exceljs/package.json'));
const parseSaxPath = path.join(root, 'lib/utils/parse-sax.js');
const readerPath = path.join(root, 'lib/stream/xlsx/workbook-reader.js');

export const exceljsUtf8FixApplied: boolean = (() => {
  if (require.cache[readerPath]) {
    process.emitWarning('exceljs was loaded before its UTF-8 fix; streamed Chinese text may be corrupted at chunk borders');
    return false;
  }
  if (require.cache[parseSaxPath]?.exports?.utf8Fixed) return true;
  const { SaxesParser } = require(require.resolve('saxes', { paths: [root] })) as {
    SaxesParser: new () => { on(event: string, fn: (v: unknown) => void): void; write(text: string): void };
  };
  async function* parseSax(iterable: AsyncIterable<Buffer | string> & { pipe?: unknown }) {
    const decoder = new TextDecoder('utf-8');
    const parser = new SaxesParser();
    let error: unknown;
    parser.on('error', (err) => (error = err));
    let events: { eventType: string; value: unknown }[] = [];
    parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
    parser.on('text', (value) => events.push({ eventType: 'text', value }));
    parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
    for await (const chunk of iterable) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      if (error) throw error;
      yield events;
      events = [];
    }
    const rest = decoder.decode();
    if (rest) parser.write(rest);
    if (error) throw error;
    if (events.length) yield events;
  }
  Object.assign(parseSax, { utf8Fixed: true });
  const entry = new (require('node:module') as { Module: new (id: string) => NodeJS.Module }).Module(parseSaxPath);
  entry.filename = parseSaxPath;
  entry.loaded = true;
  entry.exports = parseSax;
  require.cache[parseSaxPath] = entry;
  return true;
})();
