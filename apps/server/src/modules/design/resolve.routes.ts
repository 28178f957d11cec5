import type { FastifyInstance } from 'fastify';
import { AuditAction, design, type ResolveNode } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { cellText, readUploadedSheetRows } from '../../platform/xlsx/xlsx-rows';
import { ResolveRepo, type ResolvePath } from './resolve.repo';

const { DesignMsg, DesignMsgWith } = design;
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_IMPORT_ROWS = 5000;
const NUMBER_TEXT = /^[0-9A-Za-z\u4e00-\u9fa5-]{1,20}$/;

/** The project decomposition under /api/v1/paper/project_resolve/: tree, WBS, import, edit, delete, components. */
export function registerResolveRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new ResolveRepo(platform.database.db);
  const projectOf = async (companyId: string, projectId: string) => {
    const name = await repo.projectName(companyId, projectId);
    if (name === null) throw fail.notFound(DesignMsg.platformProjectInvalid);
    return name;
  };

  registerRoute(app, platform, design.getResolveTree, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await projectOf(companyId, input.project_id);
      return { list: await repo.tree(companyId, input.project_id) };
    },
  });

  registerRoute(app, platform, design.getResolveWbs, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await projectOf(companyId, input.project_id);
      const list: { resolve_id: string; wbs_code: string; level: number; node_name: string; path: string; component_count: number; installed_count: number }[] = [];
      const walk = (nodes: ResolveNode[], path: string) =>
        nodes.forEach((n) => {
          const here = path ? `${path} / ${n.node_name}` : n.node_name;
          list.push({ resolve_id: n.resolve_id, wbs_code: n.wbs_code, level: n.level, node_name: n.node_name, path: here, component_count: n.component_count, installed_count: n.installed_count });
          walk(n.children, here);
        });
      walk(await repo.tree(companyId, input.project_id), '');
      return { list };
    },
  });

  registerUpload(app, platform, design.importResolve, {
    maxBytes: MAX_IMPORT_BYTES,
    missingFileMsg: DesignMsg.importFileRequired,
    tooLargeMsg: DesignMsg.importFileTooLarge,
    handler: async ({ input, session, file, setMsg }) => {
      const companyId = tenantOf(session);
      const projectName = await projectOf(companyId, input.project_id);
      if (!/\.xlsx$/i.test(file.filename)) throw fail.validation(DesignMsg.importFileNotXlsx);
      const types = await repo.componentTypes();
      const paths: ResolvePath[] = [];
      // Row 1 is the header (楼栋, 楼层, 构件类型); the first bad row refuses the whole file and is named.
      for await (const row of readUploadedSheetRows(file.stream)) {
        if (row.number === 1) continue;
        const [b, f, c] = [1, 2, 3].map((i) => cellText(row.values[i])) as [string, string, string];
        if (!b && !f && !c) continue;
        if (!b || !NUMBER_TEXT.test(b)) throw fail.validation(DesignMsgWith.badRow(row.number, '楼栋不能为空或格式不正确'));
        if (!f || !NUMBER_TEXT.test(f)) throw fail.validation(DesignMsgWith.badRow(row.number, '楼层不能为空或格式不正确'));
        const type = types.get(c);
        if (!type) throw fail.validation(DesignMsgWith.badRow(row.number, `构件类型“${c.slice(0, 20)}”不存在`));
        paths.push({ build_no: b, floor_no: f, cp_type: type.code, cp_name: type.name });
        if (paths.length > MAX_IMPORT_ROWS) throw fail.validation(DesignMsgWith.badRow(row.number, `单次最多导入${MAX_IMPORT_ROWS}行`));
      }
      if (file.truncated()) throw fail.validation(DesignMsg.importFileTooLarge);
      if (!paths.length) throw fail.validation(DesignMsg.importEmpty);
      const added = await repo.importPaths(companyId, input.project_id, projectName, paths);
      await platform.audit.record(session, { action: AuditAction.create, objectType: 'project_resolve', objectId: input.project_id, detail: `import ${paths.length} rows, ${added} new` });
      setMsg(DesignMsgWith.imported(added));
      return { added, rows: paths.length };
    },
  });

  registerRoute(app, platform, design.editResolve, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      if (!(await repo.edit(tenantOf(session), input.resolve_id, input))) throw fail.notFound(DesignMsg.resolveNotFound);
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'project_resolve', objectId: input.resolve_id, after: input });
      return { resolve_id: input.resolve_id };
    },
  });

  registerRoute(app, platform, design.deleteResolve, {
    msg: '删除成功',
    handler: async ({ input, session }) => {
      const deleted = await repo.remove(tenantOf(session), input.resolve_id);
      if (!deleted) throw fail.notFound(DesignMsg.resolveNotFound);
      await platform.audit.record(session, { action: AuditAction.delete, objectType: 'project_resolve', objectId: input.resolve_id, detail: `${deleted} rows` });
      return { deleted };
    },
  });

  registerRoute(app, platform, design.getResolveComponents, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const node = await repo.node(companyId, input.resolve_id);
      if (!node) throw fail.notFound(DesignMsg.resolveNotFound);
      const window = windowOf(input);
      const found = await repo.components(companyId, { ...node, level: Number(node.level) }, window.limit, window.offset);
      return pageOf(window, found.rows, found.total, setMsg);
    },
  });
}
