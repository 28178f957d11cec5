import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { deviceAssets } from '@zhuyun/contracts';

type CustomColumn = deviceAssets.CustomColumn;
import { customTableRows, customTables, deviceUseRecords } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { checkRow, RowError } from './custom-values';

const { DeviceMsg } = deviceAssets;

/** Use records, custom tables and their rows: one table each; rows are checked against their table's columns. */
export function registerRecordAndTableResources(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  const u = deviceUseRecords;
  registerResource(app, platform, deviceAssets.useRecordResource, {
    repo: tableRepo(db, deviceAssets.useRecordResource, {
      table: u,
      companyKey: 'company_id',
      select: {
        use_id: u.use_id,
        device_kind: u.device_kind,
        device_name: u.device_name,
        user_name: u.user_name,
        purpose: u.purpose,
        start_time: u.start_time,
        end_time: u.end_time,
        created_at: u.created_at,
      },
      sort: { start_time: u.start_time, created_at: u.created_at },
      defaultOrder: [desc(u.start_time), desc(u.use_id)],
      search: [u.device_name, u.user_name, u.purpose],
      filters: { device_kind: u.device_kind },
    }),
    prepare: async (_companyId, v) => {
      const start = new Date(v.start_time as string);
      const end = v.end_time ? new Date(v.end_time) : null;
      if (end && end < start) throw fail.validation(DeviceMsg.endBeforeStart);
      return { ...v, start_time: start, end_time: end } as unknown as typeof v;
    },
  });

  const c = customTables;
  const tables = tableRepo(db, deviceAssets.customTableResource, {
      table: c,
      companyKey: 'company_id',
      select: {
        table_id: c.table_id,
        table_name: c.table_name,
        columns: c.columns,
        remark: c.remark,
        row_count: sql<number>`(select count(*) from ${customTableRows} r where r.company_id = custom_tables.company_id and r.table_id = custom_tables.table_id)`.mapWith(Number),
        created_at: c.created_at,
      },
      sort: { created_at: c.created_at, table_name: c.table_name },
      defaultOrder: [desc(c.created_at), desc(c.table_id)],
      search: [c.table_name],
  });
  registerResource(app, platform, deviceAssets.customTableResource, {
    repo: {
      ...tables,
      // A table's rows go with it, in the same transaction.
      delete: (companyId, id) =>
        db.transaction(async (tx) => {
          await tx.delete(customTableRows).where(and(eq(customTableRows.company_id, companyId as string), eq(customTableRows.table_id, id)));
          const gone = await tx.delete(c).where(and(eq(c.company_id, companyId as string), eq(c.table_id, id))).returning({ id: c.table_id });
          return gone.length > 0;
        }),
    },
  });

  const r = customTableRows;
  const columnsOf = async (companyId: string, tableId: string) => {
    const [table] = await db.select({ columns: c.columns }).from(c).where(and(eq(c.company_id, companyId), eq(c.table_id, tableId)));
    return table ? (table.columns as CustomColumn[]) : null;
  };
  const rowRepo = tableRepo(db, deviceAssets.customRowResource, {
    table: r,
    companyKey: 'company_id',
    select: { row_id: r.row_id, table_id: r.table_id, row_values: r.row_values, created_at: r.created_at },
    sort: { created_at: r.created_at },
    defaultOrder: [desc(r.created_at), desc(r.row_id)],
    search: [sql`${r.row_values}::text` as never],
    filters: { table_id: r.table_id },
  });
  // Values whose table is not the company's: refused by insert, and by update only once the row is known to be the
  // company's (another company's row id is "not found" whatever it carries, like every resource's).
  const orphans = new WeakSet<object>();
  registerResource(app, platform, deviceAssets.customRowResource, {
    repo: {
      ...rowRepo,
      insert: async (companyId, id, values) => {
        if (orphans.has(values)) throw fail.notFound(DeviceMsg.tableNotFound);
        return rowRepo.insert!(companyId, id, values);
      },
      update: async (companyId, id, values) => {
        if (!orphans.has(values)) return rowRepo.update!(companyId, id, values);
        if (!(await rowRepo.get!(companyId, id))) return false;
        throw fail.notFound(DeviceMsg.tableNotFound);
      },
    },
    prepare: async (companyId, v) => {
      const columns = await columnsOf(companyId as string, v.table_id);
      if (!columns) {
        orphans.add(v);
        return v;
      }
      try {
        return { ...v, row_values: checkRow(columns, v.row_values) };
      } catch (e) {
        if (e instanceof RowError) throw fail.validation(e.message);
        throw e;
      }
    },
  });
}
