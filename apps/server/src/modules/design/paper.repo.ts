import { sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

export interface VersionRow {
  paper_version_id: string;
  version_no: number;
  file_id: string;
  file_name: string;
  mime: string;
  note: string | null;
  uploader_name: string | null;
  created_at: Date | string;
}

/** Drawings beyond their resource: versions (numbered per drawing, the newest current) and a project's design info. */
export class PaperRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  /** `scope`: the data scope's condition on papers (/pageDataAuth); a drawing outside it does not exist for the caller. */
  async paperExists(companyId: string, paperId: string, scope?: SQL): Promise<boolean> {
    return (await this.rows(sql`select 1 from papers where company_id = ${companyId} and paper_id = ${paperId}${scope ? sql` and ${scope}` : sql``}`)).length > 0;
  }

  async resolveOf(companyId: string, resolveId: string): Promise<{ project_id: string } | undefined> {
    const [row] = await this.rows<{ project_id: string }>(sql`select project_id from project_resolves where company_id = ${companyId} and resolve_id = ${resolveId}`);
    return row;
  }

  versions(companyId: string, paperId: string): Promise<VersionRow[]> {
    return this.rows<VersionRow>(sql`
      select v.paper_version_id, v.version_no, v.file_id, f.file_name, f.mime, v.note, v.uploader_name, v.created_at
      from paper_versions v join files f on f.file_id = v.file_id
      where v.company_id = ${companyId} and v.paper_id = ${paperId}
      order by v.version_no desc`);
  }

  /**
   * Adds the next version of a drawing: the drawing's row is locked so two uploads at once get 1 and 2, never the
   * same number. Answers null when the drawing is not the company's.
   */
  async addVersion(companyId: string, paperId: string, fileId: string, note: string | null, by: { userId: string; name: string }) {
    return this.db.transaction(async (tx) => {
      const locked = ((await tx.execute(sql`select paper_id from papers where company_id = ${companyId} and paper_id = ${paperId} for update`)) as unknown as Rows<unknown>).rows;
      if (!locked.length) return null;
      const [next] = ((await tx.execute(
        sql`select coalesce(max(version_no), 0) + 1 as n from paper_versions where company_id = ${companyId} and paper_id = ${paperId}`,
      )) as unknown as Rows<{ n: number | string }>).rows;
      const version_no = Number(next?.n ?? 1);
      const paper_version_id = uuidv7();
      await tx.execute(sql`insert into paper_versions (company_id, paper_version_id, paper_id, version_no, file_id, note, uploader_id, uploader_name)
        values (${companyId}, ${paper_version_id}, ${paperId}, ${version_no}, ${fileId}, ${note}, ${by.userId}, ${by.name})`);
      await tx.execute(sql`update papers set updated_at = now() where company_id = ${companyId} and paper_id = ${paperId}`);
      return { paper_version_id, version_no };
    });
  }

  async designInfo(companyId: string, projectId: string) {
    const [project] = await this.rows<{ project_id: string; project_name: string }>(
      sql`select project_id, project_name from projects where company_id = ${companyId} and project_id = ${projectId}`,
    );
    if (!project) return null;
    const [jt] = await this.rows<{ jt_project_id: string; org_name: string | null; design_stage: string | null; deep_status: number | null }>(sql`
      select j.jt_project_id, o.org_name, j.design_stage,
        (select d.status from deep_designs d where d.company_id = j.company_id and d.jt_project_id = j.jt_project_id
          order by d.created_at desc, d.deep_design_id desc limit 1) as deep_status
      from jt_projects j left join jt_orgs o on o.company_id = j.company_id and o.org_id = j.org_id
      where j.company_id = ${companyId} and j.project_id = ${projectId}`);
    const disciplines = await this.rows<{ discipline: string; count: number | string }>(sql`
      select coalesce(discipline, '其他') as discipline, count(*) as count from papers
      where company_id = ${companyId} and project_id = ${projectId} group by 1 order by 1`);
    const [versions] = await this.rows<{ n: number | string }>(sql`
      select count(*) as n from paper_versions v join papers p on p.company_id = v.company_id and p.paper_id = v.paper_id
      where p.company_id = ${companyId} and p.project_id = ${projectId}`);
    return {
      ...project,
      jt_project_id: jt?.jt_project_id ?? null,
      org_name: jt?.org_name ?? null,
      design_stage: jt?.design_stage ?? null,
      deep_status: Number(jt?.deep_status ?? 0),
      paper_count: disciplines.reduce((n, d) => n + Number(d.count), 0),
      version_count: Number(versions?.n ?? 0),
      disciplines: disciplines.map((d) => ({ discipline: d.discipline, count: Number(d.count) })),
    };
  }
}
