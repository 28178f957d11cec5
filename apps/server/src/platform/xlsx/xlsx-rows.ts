import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { openZipEntry, zipEntries, type ZipEntry } from './zip-entries';
import { parseXmlStream, xmlElements } from './xml-stream';

/** One row of a sheet: `values[1]` is column A (the shape exceljs gives), strings, numbers or booleans. */
export interface SheetRow {
  number: number;
  values: unknown[];
}

const REL_OFFICE_DOCUMENT = '/officeDocument';
const REL_SHARED_STRINGS = '/sharedStrings';

/**
 * The rows of a workbook's first sheet, read as a stream: the shared strings first (Excel writes them after the
 * sheets, which is why the workbook is a buffer), then the sheet's XML a chunk at a time. Much leaner than exceljs'
 * streaming reader, which builds row and cell objects and a style model for every cell; values come as they are
 * stored (dates as serial numbers), which is all an import needs.
 */
export async function* readFirstSheetRows(workbook: Buffer): AsyncGenerator<SheetRow> {
  const entries = zipEntries(workbook);
  const part = async (path: string) => {
    const entry = entries.get(path);
    return entry ? xmlElements(openZipEntry(workbook, entry)) : [];
  };
  const rootTarget = (await part('_rels/.rels')).find((e) => e.name === 'Relationship' && e.attributes.Type?.endsWith(REL_OFFICE_DOCUMENT));
  const bookPath = (rootTarget?.attributes.Target ?? 'xl/workbook.xml').replace(/^\//, '');
  const bookDir = posix.dirname(bookPath);
  const rels = (await part(posix.join(bookDir, '_rels', `${posix.basename(bookPath)}.rels`))).filter((e) => e.name === 'Relationship');
  const resolve = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.join(bookDir, target));

  const firstSheet = (await part(bookPath)).find((e) => e.name === 'sheet');
  const sheetRel = rels.find((r) => r.attributes.Id === firstSheet?.attributes['r:id']);
  const sheetEntry = entries.get(sheetRel ? resolve(sheetRel.attributes.Target ?? '') : posix.join(bookDir, 'worksheets/sheet1.xml'));
  if (!sheetEntry) throw new Error('the workbook has no sheet');

  const stringsRel = rels.find((r) => r.attributes.Type?.endsWith(REL_SHARED_STRINGS));
  const stringsEntry = entries.get(stringsRel ? resolve(stringsRel.attributes.Target ?? '') : posix.join(bookDir, 'sharedStrings.xml'));
  const shared = stringsEntry ? await sharedStrings(workbook, stringsEntry) : [];
  yield* sheetRows(workbook, sheetEntry, shared);
}

/** The shared string table: each `<si>`'s text runs joined, phonetic guides (`<rPh>`) left out. */
async function sharedStrings(workbook: Buffer, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  const handlers = {
    open: (name: string) => {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic++;
    },
    text: (text: string) => {
      if (inText && !phonetic) current += text;
    },
    close: (name: string) => {
      if (name === 'si') strings.push(current);
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
    },
  };
  for await (const _ of parseXmlStream<never>(openZipEntry(workbook, entry), handlers, () => [])) {
    // Driven to the end for its side effect on `strings`.
  }
  return strings;
}

/** A cell as trimmed text: the reader gives strings, numbers (a phone typed as a number too) and booleans. */
export const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** The rows of an uploaded workbook's first sheet; the upload's size limit bounds what is held. */
export async function* readUploadedSheetRows(upload: Readable): AsyncGenerator<SheetRow> {
  const parts: Buffer[] = [];
  for await (const part of upload) parts.push(part as Buffer);
  yield* readFirstSheetRows(Buffer.concat(parts));
}

/** Column number of a cell reference: A1 → 1, AB7 → 28. */
export function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

function cellValue(type: string, text: string, shared: string[]): unknown {
  switch (type) {
    case 's':
      return shared[Number(text)] ?? '';
    case 'b':
      return text === '1';
    case 'inlineStr':
    case 'str':
    case 'e':
    case 'd':
      return text;
    default:
      return text === '' ? undefined : Number(text);
  }
}

function sheetRows(workbook: Buffer, entry: ZipEntry, shared: string[]): AsyncGenerator<SheetRow> {
  let done: SheetRow[] = [];
  let row: SheetRow = { number: 0, values: [] };
  let col = 0;
  let type = 'n';
  let text = '';
  let hasText = false;
  let inValue = false;
  let inInline = false;
  let inRun = false;
  let phonetic = 0;
  const handlers = {
    open: (name: string, attributes: Record<string, string>) => {
      if (name === 'row') {
        row = { number: attributes.r ? Number(attributes.r) : row.number + 1, values: [] };
        col = 0;
      } else if (name === 'c') {
        col = attributes.r ? columnOf(attributes.r) : col + 1;
        type = attributes.t ?? 'n';
        text = '';
        hasText = false;
      } else if (name === 'v') inValue = true;
      else if (name === 'is') inInline = true;
      else if (name === 't') inRun = true;
      else if (name === 'rPh') phonetic++;
    },
    text: (chunk: string) => {
      // An inline string's text is in its <t> runs; a formula's <f> and the layout between tags are not values.
      if (inValue || (inInline && inRun && !phonetic)) {
        text += chunk;
        hasText = true;
      }
    },
    close: (name: string) => {
      if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (name === 't') inRun = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && hasText) row.values[col] = cellValue(type, text, shared);
      else if (name === 'row') done.push(row);
    },
  };
  const drain = () => {
    const out = done;
    done = [];
    return out;
  };
  return parseXmlStream(openZipEntry(workbook, entry), handlers, drain);
}
