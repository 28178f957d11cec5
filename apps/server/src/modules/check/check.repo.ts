import { sql, type SQL } from 'drizzle-orm';
import type { check } from '@zhuyun/contracts';

type FormDefinition = check.FormDefinition;
import type { Db } from '../../db/client';
import type { PageWindow } from '../../platform/paging';

type Rows<T> = { rows: T[] };
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? '' : new Date(String(v)).toISOString());

/** The tables a reference may point at, each with its id column (all company-scoped). */
const REFS = {
  form: sql`check_forms where form_id`,
  module: sql`check_modules where module_id`,
  template: sql`check_templates where template_id`,
  project: sql`projects where project_id`,
  item: sql`check_items where check_item_id`,
} as const;

export interface FormVersion {
  form_id: string;
  form_name: string;
  version: number;
  definition: FormDefinition;
  created_at: string;
}

/** The SQL of check configuration beyond the single-table repositories: references, versions, records, reports. */
export class CheckRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  /** How many of `ids` are rows of the company in the referenced table. */
  async countOf(kind: keyof typeof REFS, companyId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const list = sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `);
    const [row] = await this.rows<{ n: number }>(sql`select count(*)::int as n from ${REFS[kind]} in (${list}) and company_id = ${companyId}`);
    return Number(row?.n ?? 0);
  }

  /** How many of `ids` are files the company uploaded, of one of `modules` (a foreign or unknown id is not counted). */
  async countFiles(companyId: string, ids: string[], modules: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const list = sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `);
    const kinds = sql.join(modules.map((m) => sql`${m}`), sql`, `);
    const [row] = await this.rows<{ n: number }>(sql`select count(*)::int as n from files where file_id in (${list}) and company_id = ${companyId} and module in (${kinds})`);
    return Number(row?.n ?? 0);
  }

  /** The company's files among `ids`, with what a link needs. */
  async filesOf(companyId: string, ids: string[]): Promise<{ file_id: string; file_name: string; mime: string }[]> {
    if (ids.length === 0) return [];
    const list = sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `);
    return this.rows(sql`select file_id, file_name, mime from files where file_id in (${list}) and company_id = ${companyId}`);
  }

  async exists(kind: keyof typeof REFS, companyId: string, id: string): Promise<boolean> {
    return (await this.countOf(kind, companyId, [id])) === 1;
  }

  /** Appends the next version of a form in one statement (the form row is locked, so two saves get 1 and 2). */
  async saveVersion(companyId: string, formId: string, definition: FormDefinition, fieldCount: number, userId: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const run = async <T>(q: SQL) => ((await tx.execute(q)) as unknown as Rows<T>).rows;
      const [form] = await run<{ current_version: number }>(sql`select current_version from check_forms where company_id = ${companyId} and form_id = ${formId} for update`);
      if (!form) return null;
      const version = Number(form.current_version) + 1;
      await run(sql`insert into check_form_versions (company_id, form_id, version, definition, field_count, created_by)
        values (${companyId}, ${formId}, ${version}, ${JSON.stringify(definition)}::jsonb, ${fieldCount}, ${userId})`);
      await run(sql`update check_forms set current_version = ${version}, updated_at = now() where company_id = ${companyId} and form_id = ${formId}`);
      return version;
    });
  }

  /** One version of a form, the newest when `version` is absent; null when the form or version is not the company's. */
  async version(companyId: string, formId: string, version?: number): Promise<FormVersion | null> {
    const [row] = await this.rows<FormVersion & { created_at: unknown }>(sql`
      select f.form_id, f.form_name, v.version, v.definition, v.created_at
      from check_forms f join check_form_versions v on v.company_id = f.company_id and v.form_id = f.form_id
      where f.company_id = ${companyId} and f.form_id = ${formId} and v.version = ${version ?? sql`f.current_version`}`);
    return row ? { ...row, version: Number(row.version), created_at: iso(row.created_at) } : null;
  }

  /** A template's form and whether it is in use. */
  async template(companyId: string, templateId: string): Promise<{ form_id: string; status: number; current_version: number } | null> {
    const [row] = await this.rows<{ form_id: string; status: number; current_version: number }>(sql`
      select t.form_id, t.status, f.current_version from check_templates t
      join check_forms f on f.company_id = t.company_id and f.form_id = t.form_id
      where t.company_id = ${companyId} and t.template_id = ${templateId}`);
    return row ? { ...row, status: Number(row.status), current_version: Number(row.current_version) } : null;
  }

  /** Writes a record with the next number of its day (JC + yyyymmdd + 4 digits), under the company's advisory lock. */
  async insertRecord(r: { companyId: string; recordId: string; templateId: string; formId: string; version: number; businessType: number; projectId: string | null; answers: unknown; result: number; userId: string; userName: string }): Promise<string> {
    return this.db.transaction(async (tx) => {
      const run = async <T>(q: SQL) => ((await tx.execute(q)) as unknown as Rows<T>).rows;
      await run(sql`select pg_advisory_xact_lock(hashtext('check_record_no:' || ${r.companyId}))`);
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const [n] = await run<{ n: number }>(sql`select count(*)::int as n from check_records where company_id = ${r.companyId} and record_no like ${`JC${day}%`}`);
      const recordNo = `JC${day}${String(Number(n?.n ?? 0) + 1).padStart(4, '0')}`;
      await run(sql`insert into check_records (company_id, record_id, record_no, template_id, form_id, form_version, business_type, project_id, answers, result, filled_by, filled_name)
        values (${r.companyId}, ${r.recordId}, ${recordNo}, ${r.templateId}, ${r.formId}, ${r.version}, ${r.businessType}, ${r.projectId}, ${JSON.stringify(r.answers)}::jsonb, ${r.result}, ${r.userId}, ${r.userName})`);
      return recordNo;
    });
  }

  /** A record's answers and the version it names. */
  async recordAnswers(companyId: string, recordId: string): Promise<{ form_id: string; form_version: number; answers: Record<string, string | number | string[] | null> } | null> {
    const [row] = await this.rows<{ form_id: string; form_version: number; answers: Record<string, string | number | string[] | null> }>(
      sql`select form_id, form_version, answers from check_records where company_id = ${companyId} and record_id = ${recordId}`,
    );
    return row ? { ...row, form_version: Number(row.form_version) } : null;
  }

  /** A page of a template's records, newest first, with the pass and fail counts of all of them. */
  async templateRecords(companyId: string, templateId: string, window: PageWindow) {
    const rows = await this.rows<{ record_id: string; record_no: string; result: number; created_at: unknown; filled_name: string | null; form_id: string; form_version: number; answers: Record<string, unknown> }>(sql`
      select record_id, record_no, result, created_at, filled_name, form_id, form_version, answers from check_records
      where company_id = ${companyId} and template_id = ${templateId} order by created_at desc, record_id desc limit ${window.limit} offset ${window.offset}`);
    const [counts] = await this.rows<{ total: number; pass: number; fail: number }>(sql`
      select count(*)::int as total, count(*) filter (where result = 1)::int as pass, count(*) filter (where result = 2)::int as fail
      from check_records where company_id = ${companyId} and template_id = ${templateId}`);
    return {
      rows: rows.map((r) => ({ ...r, result: Number(r.result), form_version: Number(r.form_version), created_at: iso(r.created_at) })),
      total: Number(counts?.total ?? 0),
      pass: Number(counts?.pass ?? 0),
      fail: Number(counts?.fail ?? 0),
    };
  }
}
