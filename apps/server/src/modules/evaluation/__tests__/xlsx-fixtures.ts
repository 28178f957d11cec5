import ExcelJS from 'exceljs';

/** A one-sheet workbook of the given rows, as an upload would carry it. */
export async function xlsxOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

/** The first sheet of a downloaded workbook, row by row (header included). */
export async function sheetRows(blob: Blob): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await blob.arrayBuffer()) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
