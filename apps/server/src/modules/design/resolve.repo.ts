import { sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { design, type ResolveNode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
const { ResolveLevel } = design;
const INSTALLED = 4;

export interface StoredNode {
  resolve_id: string;
  parent_id: string | null;
  level: number;
  node_name: string;
  build_no: string | null;
  floor_no: string | null;
  cp_type: string | null;
  wbs_code: string | null;
  sort_no: number;
}

/** One imported row: building, floor and component type (its code). */
export interface ResolvePath {
  build_no: string;
  floor_no: string;
  cp_type: string;
  cp_name: string;
}

/** The components a node stands for: the whole project, a building, a floor of it, or one type on that floor. */
function componentsOf(node: StoredNode): SQL {
  return sql.join(
    [
      node.level >= ResolveLevel.building ? sql`build_no = ${node.build_no}` : sql`true`,
      node.level >= ResolveLevel.floor ? sql`floor_no = ${node.floor_no}` : sql`true`,
      node.level >= ResolveLevel.cpType ? sql`cp_type = ${node.cp_type}` : sql`true`,
    ],
    sql` and `,
  );
}

/** The project decomposition: nodes, their components and the import that builds them. */
export class ResolveRepo {
  constructor(private readonly db: Db) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  async projectName(companyId: string, projectId: string): Promise<string | null> {
    const [row] = await this.rows<{ project_name: string }>(sql`select project_name from projects where company_id = ${companyId} and project_id = ${projectId}`);
    return row?.project_name ?? null;
  }

  nodes(companyId: string, projectId: string): Promise<StoredNode[]> {
    return this.rows<StoredNode>(sql`select resolve_id, parent_id, level, node_name, build_no, floor_no, cp_type, wbs_code, sort_no
      from project_resolves where company_id = ${companyId} and project_id = ${projectId} order by level, sort_no, node_name, resolve_id`);
  }

  async node(companyId: string, id: string): Promise<(StoredNode & { project_id: string }) | undefined> {
    const [row] = await this.rows<StoredNode & { project_id: string }>(sql`select resolve_id, project_id, parent_id, level, node_name, build_no, floor_no,
      cp_type, wbs_code, sort_no from project_resolves where company_id = ${companyId} and resolve_id = ${id}`);
    return row;
  }

  /** The project's nodes as a tree with component counts (one grouped query over the project's components). */
  async tree(companyId: string, projectId: string): Promise<ResolveNode[]> {
    const [stored, groups, paperCounts] = await Promise.all([
      this.nodes(companyId, projectId),
      this.rows<{ build_no: string | null; floor_no: string | null; cp_type: string; n: number | string; installed: number | string }>(sql`
        select build_no, floor_no, cp_type, count(*) as n, count(*) filter (where progress = ${INSTALLED}) as installed
        from components where company_id = ${companyId} and project_id = ${projectId} group by 1, 2, 3`),
      this.rows<{ resolve_id: string; n: number | string }>(sql`select resolve_id, count(*) as n from papers
        where company_id = ${companyId} and project_id = ${projectId} and resolve_id is not null group by 1`),
    ]);
    const papers = new Map(paperCounts.map((p) => [p.resolve_id, Number(p.n)]));
    const count = (node: StoredNode) => {
      let total = 0;
      let installed = 0;
      for (const g of groups) {
        if (node.level >= ResolveLevel.building && g.build_no !== node.build_no) continue;
        if (node.level >= ResolveLevel.floor && g.floor_no !== node.floor_no) continue;
        if (node.level >= ResolveLevel.cpType && g.cp_type !== node.cp_type) continue;
        total += Number(g.n);
        installed += Number(g.installed);
      }
      return { component_count: total, installed_count: installed };
    };
    const byId = new Map<string, ResolveNode>();
    for (const n of stored) {
      byId.set(n.resolve_id, { ...n, level: Number(n.level), sort_no: Number(n.sort_no), wbs_code: n.wbs_code ?? '', ...count(n), paper_count: papers.get(n.resolve_id) ?? 0, children: [] });
    }
    const roots: ResolveNode[] = [];
    for (const node of byId.values()) {
      const parent = node.parent_id ? byId.get(node.parent_id) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    // Nodes without a code of their own get their place in the tree: 1, 1.2, 1.2.3 …
    const number = (list: ResolveNode[], prefix: string) =>
      list.forEach((n, i) => {
        const code = prefix ? `${prefix}.${i + 1}` : String(i + 1);
        if (!n.wbs_code) n.wbs_code = code;
        number(n.children, code);
      });
    number(roots, '');
    return roots;
  }

  async components(companyId: string, node: StoredNode & { project_id: string }, limit: number, offset: number) {
    const where = sql`company_id = ${companyId} and project_id = ${node.project_id} and ${componentsOf(node)}`;
    const [rows, [total]] = await Promise.all([
      this.rows<{ component_id: string; cp_num: string; cp_type: string; build_no: string | null; floor_no: string | null; progress: number; factory_name: string | null }>(
        sql`select component_id, cp_num, cp_type, build_no, floor_no, progress, factory_name from components where ${where} order by seq limit ${limit} offset ${offset}`,
      ),
      this.rows<{ n: number | string }>(sql`select count(*) as n from components where ${where}`),
    ]);
    return { rows: rows.map((r) => ({ ...r, progress: Number(r.progress) })), total: Number(total?.n ?? 0) };
  }

  /** Adds the nodes the rows need (project, building, floor, type) that are not there yet; answers how many. */
  async importPaths(companyId: string, projectId: string, projectName: string, paths: ResolvePath[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      // One import at a time per project, so two at once never add the same building twice.
      await tx.execute(sql`select project_id from projects where company_id = ${companyId} and project_id = ${projectId} for update`);
      const existing = ((await tx.execute(sql`select resolve_id, parent_id, level, build_no, floor_no, cp_type from project_resolves
        where company_id = ${companyId} and project_id = ${projectId}`)) as unknown as Rows<StoredNode>).rows;
      const keyOf = (level: number, b: string | null, f: string | null, c: string | null) => `${level}|${b ?? ''}|${f ?? ''}|${c ?? ''}`;
      const known = new Map(existing.map((n) => [keyOf(Number(n.level), n.build_no, n.floor_no, n.cp_type), n.resolve_id]));
      const added: Record<string, unknown>[] = [];
      const ensure = (level: number, parent: string | null, name: string, b: string | null, f: string | null, c: string | null, sort: number) => {
        const key = keyOf(level, b, f, c);
        let id = known.get(key);
        if (!id) {
          id = uuidv7();
          known.set(key, id);
          added.push({ resolve_id: id, parent_id: parent, level, node_name: name, build_no: b, floor_no: f, cp_type: c, sort_no: sort });
        }
        return id;
      };
      const root = ensure(ResolveLevel.project, null, projectName, null, null, null, 0);
      for (const p of paths) {
        const building = ensure(ResolveLevel.building, root, `${p.build_no}号楼`, p.build_no, null, null, Number(p.build_no) || 0);
        const floor = ensure(ResolveLevel.floor, building, `${p.floor_no}层`, p.build_no, p.floor_no, null, Number(p.floor_no) || 0);
        ensure(ResolveLevel.cpType, floor, p.cp_name, p.build_no, p.floor_no, p.cp_type, Number(p.cp_type) || 0);
      }
      for (let i = 0; i < added.length; i += 1000) {
        const values = sql.join(
          added.slice(i, i + 1000).map((n) => sql`(${companyId}::uuid, ${n.resolve_id}::uuid, ${projectId}::uuid, ${n.parent_id}::uuid, ${n.level}, ${n.node_name}, ${n.build_no}, ${n.floor_no}, ${n.cp_type}, ${n.sort_no})`),
          sql`, `,
        );
        await tx.execute(sql`insert into project_resolves (company_id, resolve_id, project_id, parent_id, level, node_name, build_no, floor_no, cp_type, sort_no) values ${values}`);
      }
      return added.length;
    });
  }

  /** Renames a node; a WBS code or order left out stays as it is (null clears the code: the tree numbers it by place). */
  async edit(companyId: string, id: string, v: { node_name: string; wbs_code: string | null | undefined; sort_no: number | undefined }): Promise<boolean> {
    const code = v.wbs_code === undefined ? sql`` : sql`, wbs_code = ${v.wbs_code}`;
    const sort = v.sort_no === undefined ? sql`` : sql`, sort_no = ${v.sort_no}`;
    const done = await this.rows(sql`update project_resolves set node_name = ${v.node_name} ${code} ${sort}
      where company_id = ${companyId} and resolve_id = ${id} returning resolve_id`);
    return done.length > 0;
  }

  /** Deletes a node and everything under it; its drawings stay, filed under no node. Answers how many nodes went. */
  async remove(companyId: string, id: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ids = ((await tx.execute(sql`with recursive sub(resolve_id) as (
          select resolve_id from project_resolves where company_id = ${companyId} and resolve_id = ${id}
          union select r.resolve_id from project_resolves r join sub on r.parent_id = sub.resolve_id where r.company_id = ${companyId})
        select resolve_id from sub`)) as unknown as Rows<{ resolve_id: string }>).rows.map((r) => r.resolve_id);
      if (!ids.length) return 0;
      const list = sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `);
      await tx.execute(sql`update papers set resolve_id = null where company_id = ${companyId} and resolve_id in (${list})`);
      await tx.execute(sql`delete from project_resolves where company_id = ${companyId} and resolve_id in (${list})`);
      return ids.length;
    });
  }

  /** The component types (code → name) an import may name, by code or by name. */
  async componentTypes(): Promise<Map<string, { code: string; name: string }>> {
    const rows = await this.rows<{ value: string; name: string }>(sql`select value, name from code_lists where code_type = 'component_type'`);
    const map = new Map<string, { code: string; name: string }>();
    for (const r of rows) {
      map.set(r.value, { code: r.value, name: r.name });
      map.set(r.name, { code: r.value, name: r.name });
    }
    return map;
  }
}
