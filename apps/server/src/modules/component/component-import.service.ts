import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { component } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { codeLists, components } from '../../db/schema';
import { AppError, fail } from '../../platform/errors';
import { readUploadedSheetRows } from '../../platform/xlsx/xlsx-rows';
import { checkHeader, parseRow, type ParsedComponent, type RowError, type SheetCodes } from './component-sheet';
import { todayInChina } from './component.service';

const { ComponentMsg, MAX_IMPORT_ROWS } = component;
const BATCH = 1_000;
/** Rows per INSERT … SELECT FROM unnest(…): one array per column, so a batch is 17 parameters however long it is. */
const WRITE_BATCH = 5_000;

export async function loadSheetCodes(db: Db): Promise<SheetCodes> {
  const rows = await db
    .select({ code_type: codeLists.code_type, value: codeLists.value, name: codeLists.name })
    .from(codeLists)
    .where(inArray(codeLists.code_type, ['component_type', 'component_sort']))
    .orderBy(codeLists.sort);
  return {
    cpTypes: rows.filter((r) => r.code_type === 'component_type'),
    sorts: rows.filter((r) => r.code_type === 'component_sort'),
  };
}

export interface ImportResult {
  imported: number;
  errors: RowError[];
}

/**
 * Reads the uploaded workbook (held compressed: ≤ MAX_IMPORT_BYTES), streams its first sheet row by row, checks
 * every row, and writes all rows in one transaction in batches — or nothing when any row is bad.
 */
export async function importComponents(db: Db, companyId: string, projectId: string, file: Readable): Promise<ImportResult> {
  const codes = await loadSheetCodes(db);
  const errors: RowError[] = [];
  const rows: (ParsedComponent & { rowNo: number })[] = [];
  const seen = new Map<string, number>();
  let headerSeen = false;
  try {
    for await (const row of readUploadedSheetRows(file)) {
      const values = row.values;
      if (!headerSeen) {
        headerSeen = true;
        const bad = checkHeader(values);
        if (bad) return { imported: 0, errors: [bad] };
        continue;
      }
      if (values.every((v) => v === null || v === undefined || v === '')) continue;
      if (rows.length + errors.length >= MAX_IMPORT_ROWS) throw fail.validation(ComponentMsg.tooManyRows);
      const parsed = parseRow(values, row.number, codes);
      errors.push(...parsed.errors);
      if (!parsed.row) continue;
      const earlier = seen.get(parsed.row.cp_num);
      if (earlier !== undefined) {
        errors.push({ row: row.number, column: '构件编号', reason: `${ComponentMsg.cpNumDuplicate}（第${earlier}行）` });
        continue;
      }
      seen.set(parsed.row.cp_num, row.number);
      rows.push({ ...parsed.row, rowNo: row.number });
    }
  } catch (error) {
    // Our refusals and the upload's size limit keep their answer; anything the reader throws means "not an xlsx".
    if (error instanceof AppError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw fail.validation(ComponentMsg.fileNotXlsx);
  }
  if (!headerSeen) return { imported: 0, errors: [{ row: 1, column: '构件编号', reason: ComponentMsg.headerInvalid }] };
  if (!rows.length && !errors.length) return { imported: 0, errors: [{ row: 2, column: '构件编号', reason: ComponentMsg.noRows }] };

  // Numbers already in the project (checked here for row-level answers; the unique index still guards races).
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const taken = await db
      .select({ cp_num: components.cp_num })
      .from(components)
      .where(
        and(
          eq(components.company_id, companyId),
          eq(components.project_id, projectId),
          inArray(
            components.cp_num,
            chunk.map((r) => r.cp_num),
          ),
        ),
      );
    const takenSet = new Set(taken.map((t) => t.cp_num));
    for (const r of chunk) if (takenSet.has(r.cp_num)) errors.push({ row: r.rowNo, column: '构件编号', reason: ComponentMsg.cpNumExists });
  }
  if (errors.length) return { imported: 0, errors: errors.sort((a, b) => a.row - b.row) };

  const today = todayInChina();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += WRITE_BATCH) await insertBatch(tx, companyId, projectId, rows.slice(i, i + WRITE_BATCH), today);
  });
  return { imported: rows.length, errors: [] };
}

/**
 * One batch as one statement whose parameters are column arrays: PostgreSQL parses one short statement and the
 * driver sends 18 arrays, where a multi-row VALUES of 5,000 rows would build and bind 90,000 parameters.
 */
async function insertBatch(tx: Tx, companyId: string, projectId: string, rows: ParsedComponent[], today: string): Promise<void> {
  // sql.param: an array is one parameter (a bare array would be spread into a list of parameters).
  const col = <K extends keyof ParsedComponent>(key: K) => sql.param(rows.map((r) => r[key]));
  // The sheet has no inspection date: a result recorded by the import is dated the day of the import, as the list's
  // 检验结果 action dates one recorded without a date (a 合格 with 检验日期 — read as never inspected).
  const reportDates = sql.param(rows.map((r) => (r.report_result === null ? null : today)));
  await tx.execute(sql`
    insert into ${components} (company_id, project_id, component_id, cp_num, cp_type, component_sort, build_no, floor_no,
      volume, weight, factory_name, progress, produce_date, out_date, scene_date, end_install_date, report_result, report_date)
    select ${companyId}::uuid, ${projectId}::uuid, u.* from unnest(
      ${sql.param(rows.map(() => uuidv7()))}::uuid[], ${col('cp_num')}::text[], ${col('cp_type')}::text[], ${col('component_sort')}::text[],
      ${col('build_no')}::text[], ${col('floor_no')}::text[], ${col('volume')}::float8[], ${col('weight')}::float8[],
      ${col('factory_name')}::text[], ${col('progress')}::int2[], ${col('produce_date')}::date[], ${col('out_date')}::date[],
      ${col('scene_date')}::date[], ${col('end_install_date')}::date[], ${col('report_result')}::int2[], ${reportDates}::date[]) as u`);
}
