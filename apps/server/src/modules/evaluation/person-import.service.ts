import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg, isMobilePhone } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { evalJobs, evalObs, evalPersons } from '../../db/schema';
import { AppError, fail } from '../../platform/errors';
import { cellText, readUploadedSheetRows } from '../../platform/xlsx/xlsx-rows';
import { covers, type EvalScope } from './eval-scope';
import { PersonRepo } from './person.repo';

export const PERSON_COLUMNS = ['姓名', '手机号', '岗位', '组织'] as const;
const MAX_ROWS = 5_000;

interface ParsedRow {
  row: number;
  person_name: string;
  phone: string;
  job_name: string;
  obs_name: string;
}


/**
 * Imports persons from an xlsx (姓名、手机号、岗位、组织), read as a stream (platform/xlsx). Rows with errors are
 * reported by row number and skipped; the valid rows are saved in one transaction (upserted by phone, jobs and
 * org units found or created by name).
 */
export class PersonImportService {
  constructor(private readonly db: Db) {}

  async import(scope: EvalScope, file: Readable) {
    const { companyId } = scope;
    const { rows, errors } = await this.parse(file).catch((error: unknown) => {
      // Not a zip, or not a workbook inside: the reader's own error means nothing to the person uploading.
      if (error instanceof AppError) throw error;
      throw fail.validation(EvalMsg.importFileRequired);
    });
    let created = 0;
    let updated = 0;
    await this.db.transaction(async (tx) => {
      const jobIds = new Map<string, string>();
      const obsIds = new Map<string, string>();
      for (const row of rows) {
        // Org units are the administrator's to create: a caller limited to some of them names one of those.
        const obs_id = !row.obs_name ? null : scope.obsIds === null ? await this.obsId(tx, companyId, row.obs_name, obsIds) : await this.knownObsId(tx, companyId, row.obs_name);
        const [existing] = await tx
          .select({ person_id: evalPersons.person_id, obs_id: evalPersons.obs_id })
          .from(evalPersons)
          .where(and(eq(evalPersons.company_id, companyId), eq(evalPersons.phone, row.phone)));
        if (!covers(scope, obs_id)) {
          errors.push({ row: row.row, msg: EvalMsg.obsOutOfScope });
          continue;
        }
        if (existing && !covers(scope, existing.obs_id)) {
          errors.push({ row: row.row, msg: EvalMsg.personPhoneTaken });
          continue;
        }
        const job_id = row.job_name ? await this.jobId(tx, companyId, row.job_name, jobIds) : null;
        await PersonRepo.saveIn(tx, scope, { person_id: existing?.person_id, person_name: row.person_name, phone: row.phone, job_id, obs_id });
        if (existing) updated += 1;
        else created += 1;
      }
    });
    return { created, updated, errors: errors.sort((a, b) => a.row - b.row) };
  }

  private async parse(file: Readable) {
    const rows: ParsedRow[] = [];
    const errors: { row: number; msg: string }[] = [];
    const phones = new Set<string>();
    let header = false;
    for await (const row of readUploadedSheetRows(file)) {
      const values = PERSON_COLUMNS.map((_, i) => cellText(row.values[i + 1]));
      if (!header) {
        if (values[0] !== PERSON_COLUMNS[0] || values[1] !== PERSON_COLUMNS[1]) throw fail.validation(EvalMsg.importHeaderInvalid);
        header = true;
        continue;
      }
      if (values.every((v) => v === '')) continue;
      if (rows.length + errors.length >= MAX_ROWS) throw fail.validation(EvalMsg.importTooManyRows);
      const [person_name = '', phone = '', job_name = '', obs_name = ''] = values;
      const msg = !person_name
        ? EvalMsg.personNameRequired
        : !phone
          ? EvalMsg.phoneRequired
          : !isMobilePhone(phone)
            ? EvalMsg.phoneInvalid
            : phones.has(phone)
              ? EvalMsg.importDuplicatePhone
              : null;
      if (msg) errors.push({ row: row.number, msg });
      else {
        phones.add(phone);
        rows.push({ row: row.number, person_name, phone, job_name, obs_name });
      }
    }
    if (!header) throw fail.validation(EvalMsg.importHeaderInvalid);
    return { rows, errors };
  }

  private async jobId(tx: Tx, companyId: string, name: string, cache: Map<string, string>): Promise<string> {
    const known = cache.get(name);
    if (known) return known;
    const [row] = await tx.select({ id: evalJobs.job_id }).from(evalJobs).where(and(eq(evalJobs.company_id, companyId), eq(evalJobs.job_name, name)));
    const id = row?.id ?? uuidv7();
    if (!row) await tx.insert(evalJobs).values({ company_id: companyId, job_id: id, job_name: name });
    cache.set(name, id);
    return id;
  }

  private async knownObsId(tx: Tx, companyId: string, name: string): Promise<string | null> {
    const [row] = await tx.select({ id: evalObs.obs_id }).from(evalObs).where(and(eq(evalObs.company_id, companyId), eq(evalObs.obs_name, name)));
    return row?.id ?? null;
  }

  private async obsId(tx: Tx, companyId: string, name: string, cache: Map<string, string>): Promise<string> {
    const known = cache.get(name);
    if (known) return known;
    const [row] = await tx.select({ id: evalObs.obs_id }).from(evalObs).where(and(eq(evalObs.company_id, companyId), eq(evalObs.obs_name, name)));
    const id = row?.id ?? uuidv7();
    if (!row) await tx.insert(evalObs).values({ company_id: companyId, obs_id: id, obs_name: name });
    cache.set(name, id);
    return id;
  }
}
