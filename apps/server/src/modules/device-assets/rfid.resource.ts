import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { deviceAssets } from '@zhuyun/contracts';
import { components, rfidTags } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from '../../platform/query-helpers';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { tenantOf } from '../../platform/tenant';
import { recordBindChange } from './bind-records';

const { DeviceMsg } = deviceAssets;
const t = rfidTags;

/** The public trace page of a component: the page its QR label opens (spec-1 §2 /memberQrCode). */
const traceUrl = (origin: string, componentId: string) => `${origin.replace(/\/$/, '')}/memberQrCode?id=${encodeURIComponent(componentId)}`;

/** RFID tags: the resource, bulk issue, binding to a component (recorded) and the scan that finds its trace page. */
export function registerRfidRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = tableRepo(db, deviceAssets.rfidResource, {
    table: t,
    companyKey: 'company_id',
    select: {
      rfid_id: t.rfid_id,
      tag_code: t.tag_code,
      batch_no: t.batch_no,
      component_id: t.component_id,
      cp_num: sql<string | null>`(select c.cp_num from ${components} c where c.company_id = rfid_tags.company_id and c.component_id = rfid_tags.component_id)`,
      project_name: sql<string | null>`(select p.project_name from components c join projects p on p.company_id = c.company_id and p.project_id = c.project_id where c.company_id = rfid_tags.company_id and c.component_id = rfid_tags.component_id)`,
      bound_at: t.bound_at,
      status: t.status,
      remark: t.remark,
      created_at: t.created_at,
    },
    sort: { created_at: t.created_at, tag_code: t.tag_code, bound_at: t.bound_at },
    defaultOrder: [desc(t.created_at), desc(t.rfid_id)],
    search: [t.tag_code, t.batch_no],
    filters: { status: t.status },
  });
  registerResource(app, platform, deviceAssets.rfidResource, { repo });

  registerRoute(app, platform, deviceAssets.batchIssueRfidTags, {
    msg: '发放成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const batch = input.batch_no ?? `B${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${input.prefix}`;
      const rows = Array.from({ length: input.count }, (_, i) => ({
        company_id: companyId,
        rfid_id: uuidv7(),
        tag_code: `${input.prefix}${String(input.start + i).padStart(8, '0')}`,
        batch_no: batch,
      }));
      await db.insert(t).values(rows).catch((e: unknown) => {
        throw isUniqueViolation(e) ? fail.conflict(DeviceMsg.tagCodeExists) : e;
      });
      return { created: rows.length, batch_no: batch };
    },
  });

  registerRoute(app, platform, deviceAssets.bindRfidTag, {
    msg: '操作成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const componentId = input.component_id ?? null;
      return db.transaction(async (tx) => {
        const [tag] = await tx.select({ code: t.tag_code, component_id: t.component_id }).from(t).where(and(eq(t.company_id, companyId), eq(t.rfid_id, input.rfid_id))).for('update');
        if (!tag) throw fail.notFound(DeviceMsg.rfidNotFound);
        const cpName = async (id: string | null) => {
          if (!id) return null;
          const [c] = await tx.select({ cp_num: components.cp_num }).from(components).where(and(eq(components.company_id, companyId), eq(components.component_id, id)));
          return c?.cp_num ?? null;
        };
        const newName = await cpName(componentId);
        if (componentId && !newName) throw fail.notFound(DeviceMsg.componentNotFound);
        const oldName = await cpName(tag.component_id);
        await tx
          .update(t)
          .set({ component_id: componentId, bound_at: componentId ? new Date() : null })
          .where(and(eq(t.company_id, companyId), eq(t.rfid_id, input.rfid_id)))
          .catch((e: unknown) => {
            throw isUniqueViolation(e) ? fail.conflict(DeviceMsg.componentTaken) : e;
          });
        await recordBindChange(tx as never, {
          companyId,
          kind: 'rfid',
          deviceId: input.rfid_id,
          deviceName: tag.code,
          before: tag.component_id ? { type: 'component', id: tag.component_id, name: oldName } : null,
          after: componentId ? { type: 'component', id: componentId, name: newName } : null,
          userId: session.userId,
          userName: session.user.user_name,
        });
        return { rfid_id: input.rfid_id, component_id: componentId };
      });
    },
  });

  registerRoute(app, platform, deviceAssets.scanRfidTag, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const [tag] = await db
        .select({ rfid_id: t.rfid_id, component_id: t.component_id, cp_num: components.cp_num })
        .from(t)
        .leftJoin(components, and(eq(components.company_id, t.company_id), eq(components.component_id, t.component_id)))
        .where(and(eq(t.company_id, companyId), eq(t.tag_code, input.tag_code)));
      if (!tag) throw fail.notFound(DeviceMsg.tagUnknown);
      if (!tag.component_id || !tag.cp_num) throw fail.notFound(DeviceMsg.tagNotBound);
      return { rfid_id: tag.rfid_id, component_id: tag.component_id, cp_num: tag.cp_num, trace_url: traceUrl(platform.config.publicOrigin, tag.component_id) };
    },
  });
}
