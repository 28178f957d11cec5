import type { Readable } from 'node:stream';
import { uuidv7 } from 'uuidv7';
import { schedule } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { loadExcelJS } from '../../platform/xlsx/exceljs';
import { cellText, readUploadedSheetRows } from '../../platform/xlsx/xlsx-rows';
import type { TaskValues } from './gantt-tasks';

const { ScheduleMsg, GANTT_SHEET_COLUMNS, MAX_GANTT_TASKS, isDay, dayText } = schedule;
const EXCEL_EPOCH = 25_569; // serial number of 1970-01-01
const YES = new Set(['是', '1', 'y', 'yes', 'true', '里程碑']);

/** A day as Excel stores it: a serial number, or the text YYYY-MM-DD (also YYYY/M/D). Null when blank; false when bad. */
function dayOf(value: unknown): string | null | false {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? dayText(Math.floor(value) - EXCEL_EPOCH) : false;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(cellText(value));
  if (!m) return false;
  const text = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDay(text) ? text : false;
}

/**
 * The tasks of an uploaded schedule sheet (GANTT_SHEET_COLUMNS, headers on row 1). The first bad row is answered by its
 * number: 第N行：why. Predecessors are named by 序号 and may come later in the sheet.
 */
export async function readGanttSheet(upload: Readable): Promise<TaskValues[]> {
  const rows: { row: number; no: string; task: TaskValues; preds: string[] }[] = [];
  const bad = (row: number, why: string) => fail.validation(ScheduleMsg.importRowInvalid(row, why));
  let header = true;
  for await (const r of readUploadedSheetRows(upload)) {
    if (header) {
      header = false;
      if (cellText(r.values[2]) !== GANTT_SHEET_COLUMNS[1].header) throw fail.validation(ScheduleMsg.importHeaderInvalid);
      continue;
    }
    const v = (i: number) => r.values[i + 1];
    if (GANTT_SHEET_COLUMNS.every((_, i) => cellText(v(i)) === '')) continue;
    if (rows.length >= MAX_GANTT_TASKS) throw fail.validation(ScheduleMsg.tasksTooMany);
    const name = cellText(v(1));
    if (!name) throw bad(r.number, ScheduleMsg.taskNameRequired);
    if (name.length > 200) throw bad(r.number, '任务名称不能超过200个字符');
    const milestone = YES.has(cellText(v(6)).toLowerCase()) ? 1 : 0;
    const start = dayOf(v(2));
    const end = milestone && cellText(v(3)) === '' ? start : dayOf(v(3));
    if (!start || !end) throw bad(r.number, ScheduleMsg.dateInvalid);
    if (end < start) throw bad(r.number, ScheduleMsg.endBeforeStart);
    const progress = cellText(v(4)) === '' ? 0 : Number(cellText(v(4)).replace('%', ''));
    if (!Number.isInteger(progress) || progress < 0 || progress > 100) throw bad(r.number, ScheduleMsg.progressInvalid);
    const bs = dayOf(v(7));
    const be = dayOf(v(8));
    if (bs === false || be === false) throw bad(r.number, ScheduleMsg.dateInvalid);
    const no = cellText(v(0)) || String(rows.length + 1);
    if (no.length > 20 || rows.some((x) => x.no === no)) throw bad(r.number, ScheduleMsg.importNoDuplicate);
    const preds = cellText(v(5)).split(/[,，;；\s]+/).filter(Boolean);
    rows.push({ row: r.number, no, preds, task: { task_id: uuidv7(), task_name: name, start_date: start, end_date: end, baseline_start: bs, baseline_end: be, progress, is_milestone: milestone, predecessors: [] } });
  }
  if (!rows.length) throw fail.validation(ScheduleMsg.importEmpty);
  const idOf = new Map(rows.map((x) => [x.no, x.task.task_id]));
  for (const x of rows) {
    for (const p of x.preds) {
      const id = idOf.get(p);
      if (!id) throw bad(x.row, `${ScheduleMsg.dependencyUnknown}（${p}）`);
      if (id === x.task.task_id) throw bad(x.row, ScheduleMsg.dependencySelf);
      x.task.predecessors.push(id);
    }
  }
  return rows.map((x) => x.task);
}

/** The schedule as a workbook in the import's columns, with float and critical after them. */
export async function writeGanttSheet(detail: schedule.GanttDetail): Promise<Buffer> {
  const book = new (await loadExcelJS()).Workbook();
  const sheet = book.addWorksheet('进度计划');
  sheet.columns = [...GANTT_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.key === 'task_name' ? 32 : 13 })), { header: '工期(天)', key: 'duration', width: 10 }, { header: '总时差(天)', key: 'total_float', width: 10 }, { header: '关键任务', key: 'critical', width: 10 }];
  sheet.getRow(1).font = { bold: true };
  const noOf = new Map(detail.tasks.map((t, i) => [t.task_id, i + 1]));
  for (const t of detail.tasks) {
    sheet.addRow({
      no: noOf.get(t.task_id),
      task_name: t.task_name,
      start_date: t.start_date,
      end_date: t.end_date,
      progress: t.progress,
      predecessors: t.predecessors.map((p) => noOf.get(p)).join(','),
      is_milestone: t.is_milestone ? '是' : '',
      baseline_start: t.baseline_start ?? '',
      baseline_end: t.baseline_end ?? '',
      duration: t.duration,
      total_float: t.total_float,
      critical: t.is_critical ? '是' : '',
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
