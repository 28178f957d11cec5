import { component } from '@zhuyun/contracts';
import { cellText } from '../../platform/xlsx/xlsx-rows';

const { ComponentMsg, COMPONENT_SHEET_COLUMNS, PROGRESS_STEPS, REPORT_RESULT_NAMES } = component;

export type CodeList = { value: string; name: string }[];
export interface SheetCodes {
  cpTypes: CodeList;
  sorts: CodeList;
}

export interface ParsedComponent {
  cp_num: string;
  cp_type: string;
  component_sort: string | null;
  build_no: string | null;
  floor_no: string | null;
  volume: number | null;
  weight: number | null;
  factory_name: string | null;
  progress: number;
  produce_date: string | null;
  out_date: string | null;
  scene_date: string | null;
  end_install_date: string | null;
  report_result: number | null;
}

export interface RowError {
  row: number;
  column: string;
  reason: string;
}

const headerOf = (key: string) => COMPONENT_SHEET_COLUMNS.find((c) => c.key === key)?.header ?? key;

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Checks the header row against the template; answers the first wrong column, if any. */
export function checkHeader(values: unknown[]): RowError | null {
  for (let i = 0; i < COMPONENT_SHEET_COLUMNS.length; i++) {
    const expected = COMPONENT_SHEET_COLUMNS[i]!.header;
    const got = cellText(values[i + 1]);
    if (got !== expected) return { row: 1, column: expected, reason: ComponentMsg.headerInvalid };
  }
  return null;
}

/**
 * One data row (exceljs row.values: index 1 is column A) → a component, or its errors. Code lists accept the
 * name the template's drop-down shows or the value.
 */
export function parseRow(values: unknown[], rowNo: number, codes: SheetCodes): { row?: ParsedComponent; errors: RowError[] } {
  const errors: RowError[] = [];
  const raw: Record<string, unknown> = {};
  COMPONENT_SHEET_COLUMNS.forEach((c, i) => (raw[c.key] = values[i + 1]));
  const text = (key: string) => cellText(raw[key]);
  const err = (key: string, reason: string) => errors.push({ row: rowNo, column: headerOf(key), reason });
  const code = (key: string, list: CodeList, required: boolean, missing: string, unknown: string): string | null => {
    const t = text(key);
    if (!t) {
      if (required) err(key, missing);
      return null;
    }
    const hit = list.find((c) => c.name === t || c.value === t);
    if (!hit) err(key, unknown);
    return hit?.value ?? null;
  };
  const num = (key: string): number | null => {
    const t = text(key);
    if (!t) return null;
    const n = Number(t);
    if (!Number.isFinite(n) || n < 0) err(key, ComponentMsg.numberInvalid);
    return Number.isFinite(n) ? n : null;
  };
  const day = (key: string): string | null => {
    const value = raw[key];
    // A date cell read without styles arrives as its Excel serial number (days since 1899-12-30).
    const t = typeof value === 'number' && value > 1 && value < 2_958_466 ? new Date(Math.round((value - 25_569) * 86_400_000)).toISOString().slice(0, 10) : text(key);
    if (!t) return null;
    const normal = t.replace(/\//g, '-').replace(/^(\d{4})-(\d)-/, '$1-0$2-').replace(/-(\d)$/, '-0$1');
    if (!isDay(normal)) {
      err(key, ComponentMsg.dateInvalid);
      return null;
    }
    return normal;
  };

  const cp_num = text('cp_num');
  if (!cp_num) err('cp_num', ComponentMsg.cpNumRequired);
  else if (cp_num.length > 64) err('cp_num', ComponentMsg.cpNumRequired);
  const cp_type = code('cp_type', codes.cpTypes, true, ComponentMsg.cpTypeRequired, ComponentMsg.cpTypeUnknown);
  const component_sort = code('component_sort', codes.sorts, false, '', ComponentMsg.cpTypeUnknown);
  const progressText = text('progress');
  const step = progressText ? PROGRESS_STEPS.find((s) => s.name === progressText || String(s.progress) === progressText) : PROGRESS_STEPS[0];
  if (!step) err('progress', ComponentMsg.progressInvalid);
  const resultText = text('report_result');
  const resultHit = Object.entries(REPORT_RESULT_NAMES).find(([v, n]) => n === resultText || v === resultText);
  if (resultText && !resultHit) err('report_result', ComponentMsg.reportResultInvalid);
  const parsed: ParsedComponent = {
    cp_num,
    cp_type: cp_type ?? '',
    component_sort,
    build_no: text('build_no') || null,
    floor_no: text('floor_no') || null,
    volume: num('volume'),
    weight: num('weight'),
    factory_name: text('factory_name') || null,
    progress: step?.progress ?? 0,
    produce_date: day('produce_date'),
    out_date: day('out_date'),
    scene_date: day('scene_date'),
    end_install_date: day('end_install_date'),
    report_result: resultHit ? Number(resultHit[0]) : null,
  };
  if (!errors.length) return { row: parsed, errors };
  // In the sheet's column order, as a person reads the row.
  const at = (column: string) => COMPONENT_SHEET_COLUMNS.findIndex((c) => c.header === column);
  return { errors: errors.sort((a, b) => at(a.column) - at(b.column)) };
}

/** A component as a sheet row in the template's columns (names, not values, so a person can read and re-import it). */
export function toSheetRow(
  c: {
    cp_num: string;
    cp_type: string;
    component_sort: string | null;
    build_no: string | null;
    floor_no: string | null;
    volume: number | null;
    weight: number | null;
    factory_name: string | null;
    progress: number;
    produce_date: string | null;
    out_date: string | null;
    scene_date: string | null;
    end_install_date: string | null;
    report_result: number | null;
  },
  codes: SheetCodes,
): (string | number | null)[] {
  const name = (list: CodeList, v: string | null) => (v === null ? null : (list.find((x) => x.value === v)?.name ?? v));
  return [
    c.cp_num,
    name(codes.cpTypes, c.cp_type),
    name(codes.sorts, c.component_sort),
    c.build_no,
    c.floor_no,
    c.volume,
    c.weight,
    c.factory_name,
    PROGRESS_STEPS.find((s) => s.progress === c.progress)?.name ?? String(c.progress),
    c.produce_date,
    c.out_date,
    c.scene_date,
    c.end_install_date,
    c.report_result === null ? null : (REPORT_RESULT_NAMES[c.report_result] ?? null),
  ];
}
