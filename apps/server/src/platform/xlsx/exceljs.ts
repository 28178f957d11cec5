import type ExcelJSModule from 'exceljs';

export type ExcelJS = typeof ExcelJSModule;
export type { Worksheet } from 'exceljs';

let loading: Promise<ExcelJS> | undefined;

/**
 * exceljs, imported on the first workbook a request writes rather than at start: loading it (and its jszip, unzipper
 * and fast-csv) was ≈ 0.4 s of a server start's ≈ 4.5 s of CPU, for routes most runs never call (decision 028).
 * Reading a sheet does not need it (xlsx-rows.ts).
 */
export function loadExcelJS(): Promise<ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
