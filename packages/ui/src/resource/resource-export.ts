import { isValidElement, type ReactNode } from 'react';
import { valueOf, type ResourceColumn } from './resource-columns';
import type { ResourceApi } from './resource-api';
import type { ResourceQuery } from './resource-query';

/** Rows fetched per call while exporting, and the most an export takes (the server caps a page at 1,000). */
const EXPORT_PAGE = 500;
export const EXPORT_MAX = 10_000;

function cellOf<Row>(column: ResourceColumn<Row>, row: Row): string {
  if (column.exportValue) return String(column.exportValue(row) ?? '');
  const raw = valueOf(row, column.key);
  const shown: ReactNode = column.render ? column.render(raw, row) : (raw as ReactNode);
  // A rendered element (a tag, a link) has no text to give: the raw value goes instead.
  const value = shown === null || shown === undefined || isValidElement(shown) || typeof shown === 'object' ? raw : shown;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The rows as CSV with a UTF-8 byte-order mark, which Excel needs to read Chinese text. CSV rather than xlsx: no xlsx
 * writer is in the web bundle (the server's exceljs serves the families that have an export call), and one would cost
 * ≈ 100 kB gzip for a file Excel opens either way.
 */
export function toCsv<Row>(columns: ResourceColumn<Row>[], rows: Row[]): string {
  const shown = columns.filter((c) => !c.hideInTable && c.exportValue !== false);
  const lines = [shown.map((c) => csvField(c.title)), ...rows.map((row) => shown.map((c) => csvField(cellOf(c, row))))];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** Every row of the query, page by page; refuses beyond EXPORT_MAX rather than hand over a cut list. */
export async function fetchAll<Row>(api: ResourceApi<Row, never>, query: ResourceQuery): Promise<Row[] | 'too-many'> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.list({ ...query, page, page_size: EXPORT_PAGE });
    if (answer.total_count > EXPORT_MAX) return 'too-many';
    rows.push(...answer.list);
    if (answer.list.length < EXPORT_PAGE || rows.length >= answer.total_count) return rows;
  }
}

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const exportName = (noun: string, ext: string, now = new Date()): string =>
  `${noun}_${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}.${ext}`;
