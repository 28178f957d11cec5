import { PassThrough, type Readable } from 'node:stream';
import { loadExcelJS } from '../../platform/xlsx/exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An xlsx written by exceljs's streaming writer: rows are committed as `write` produces them, so a large export holds
 * one page of rows in memory at a time. A failure midway ends the stream with the error (the download breaks off).
 */
export function xlsxStream(sheetName: string, header: readonly string[], write: (addRow: (values: unknown[]) => void) => Promise<void>): Readable {
  const stream = new PassThrough();
  void (async () => {
    try {
      // exceljs is loaded on first use (platform/xlsx/exceljs.ts); the answer's stream exists before it is.
      const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName);
      sheet.addRow([...header]).commit();
      await write((values) => sheet.addRow(values).commit());
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
