import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  text(text: string): void;
  close(name: string): void;
}

/** A tag's local name: some writers prefix SpreadsheetML elements (`x:row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds an XML byte stream through a SAX parser chunk by chunk. After each chunk `drain` runs, so a caller can hand
 * on what the chunk completed (rows) before the next chunk is read: memory stays one chunk deep.
 */
export async function* parseXmlStream<T>(bytes: Readable, handlers: XmlHandlers, drain: () => T[]): AsyncGenerator<T> {
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (error) => (failure ??= error));
  parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(local(tag.name), tag.attributes));
  parser.on('text', (text) => handlers.text(text));
  parser.on('closetag', (tag) => handlers.close(local(tag.name)));
  // One decoder for the whole stream: a character's bytes may straddle two chunks.
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of bytes) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    if (failure) throw failure;
    yield* drain();
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
  yield* drain();
}

/** A small XML part (workbook, relationships) read whole into its elements' attributes, in document order. */
export async function xmlElements(bytes: Readable): Promise<{ name: string; attributes: Record<string, string> }[]> {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const handlers: XmlHandlers = { open: (name, attributes) => found.push({ name, attributes }), text: () => {}, close: () => {} };
  for await (const _ of parseXmlStream<never>(bytes, handlers, () => [])) {
    // parseXmlStream yields nothing here; iterating drives it to the end.
  }
  return found;
}
