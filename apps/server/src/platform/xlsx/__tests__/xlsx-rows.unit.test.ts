import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnOf, readFirstSheetRows, type SheetRow } from '../xlsx-rows';
import { NotAZipError } from '../zip-entries';

/** A zip of the given parts, deflated or stored, written by hand as the format describes. */
function zipOf(files: Record<string, string>, deflate = true): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text, 'utf8');
    const body = deflate ? zlib.deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(zlib.crc32(raw), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(zlib.crc32(raw), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook whose first sheet (by the workbook's order) is not sheet1.xml, with its shared strings after it. */
function handMade(sheetXml: string, sharedXml?: string, deflate = true): Buffer {
  return zipOf(
    {
      '_rels/.rels': `<Relationships><Relationship Id="r1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="构件" sheetId="2" r:id="rB"/><sheet name="其他" sheetId="1" r:id="rA"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rA" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rB" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
      'xl/worksheets/sheet2.xml': sheetXml,
      ...(sharedXml ? { 'xl/sharedStrings.xml': sharedXml } : {}),
    },
    deflate,
  );
}

async function rowsOf(book: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readFirstSheetRows(book)) rows.push(row);
  return rows;
}

describe('readFirstSheetRows', () => {
  it('reads what exceljs writes: shared strings, numbers, booleans, empty cells left out', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('构件');
    sheet.addRow(['构件编号', '体积', '合格']);
    sheet.addRow(['YKB-001', 1.25, true]);
    sheet.addRow(['水平构件 &<>"', null, false]);
    const rows = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows.map((r) => [r.number, r.values.slice(1)])).toEqual([
      [1, ['构件编号', '体积', '合格']],
      [2, ['YKB-001', 1.25, true]],
      [3, ['水平构件 &<>"', undefined, false]],
    ]);
  });

  it('follows the workbook to its first sheet and joins rich text runs without phonetic guides', async () => {
    const shared = `<sst ${NS}><si><t>纯文本</t></si><si><r><t>叠合</t></r><r><rPr><b/></rPr><t xml:space="preserve">板 </t></r><rPh><t>ダミー</t></rPh></si></sst>`;
    const sheet = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
      <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>
      <x:row r="4"><x:c t="str"><x:f>A1&amp;"!"</x:f><x:v>纯文本!</x:v></x:c><x:c><x:v>45296</x:v></x:c><x:c t="inlineStr"><x:is><x:t>行内</x:t></x:is></x:c><x:c t="e"><x:v>#N/A</x:v></x:c></x:row>
    </x:sheetData></x:worksheet>`;
    const rows = await rowsOf(handMade(sheet, shared));
    expect(rows[0]).toEqual({ number: 1, values: [undefined, '纯文本', undefined, '叠合板 '] });
    expect(rows[1]).toEqual({ number: 4, values: [undefined, '纯文本!', 45296, '行内', '#N/A'] });
  });

  it('reads stored (uncompressed) entries and rows without references', async () => {
    const sheet = `<worksheet ${NS}><sheetData><row><c t="inlineStr"><is><t>甲</t></is></c><c><v>2</v></c></row><row><c t="b"><v>1</v></c></row></sheetData></worksheet>`;
    const rows = await rowsOf(handMade(sheet, undefined, false));
    expect(rows).toEqual([
      { number: 1, values: [undefined, '甲', 2] },
      { number: 2, values: [undefined, true] },
    ]);
  });

  it('refuses what is not a zip, and a zip that is not a workbook', async () => {
    await expect(rowsOf(Buffer.from('MZ not a workbook at all, only bytes'))).rejects.toBeInstanceOf(NotAZipError);
    await expect(rowsOf(zipOf({ 'readme.txt': 'hello' }))).rejects.toThrow('the workbook has no sheet');
  });

  it('numbers columns as spreadsheets do', () => {
    expect([columnOf('A1'), columnOf('Z9'), columnOf('AA10'), columnOf('AB7'), columnOf('XFD1')]).toEqual([1, 26, 27, 28, 16384]);
  });
});
