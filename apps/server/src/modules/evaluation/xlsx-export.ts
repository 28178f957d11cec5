import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An xlsx written by exceljs's streaming writer: rows are committed as `write` produces them, so a large export holds
 * one page of rows in memory at a time. A failure midway ends the stream with the error (the download breaks off).
 */
export function xlsxStream(sheetName: string, header: readonly string[], write: (addRow: (values: unknown[]) => void) => Promise<void>): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).commit();
  void (async () => {
    try {
      await write((values) => sheet.addRow(values).commit());
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
