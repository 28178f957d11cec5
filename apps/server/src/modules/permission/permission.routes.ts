import type { FastifyInstance } from 'fastify';
import { AuditAction, Msg, PermMsg, permission } from '@zhuyun/contracts';
import { idIn } from '../../platform/audit/audit-trail';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { pageWindow } from '../../platform/paging';
import { pageOf } from '../../platform/tenant';
import type { Platform } from '../../platform/platform';
import type { SessionContext } from '../../platform/session/session.types';
import { unitOf } from '../../platform/ids';
import { MenuRepo } from './menu.repo';
import { MenuService } from './menu.service';
import { ObjectRepo } from './object.repo';
import { ObjectService, objectRow } from './object.service';
import { TemplateRepo } from './template.repo';
import { TemplateService } from './template.service';

// get_menu and the auth list carry a user_id (spec-1 §7); a person reads only their own.
function ownUser(session: SessionContext, userId: string): void {
  if (userId !== session.userId) throw fail.forbidden(PermMsg.notYourself);
}

/** Menus, permission objects and categories, permission templates and their grants to jobs. */
export function registerPermissionRoutes(app: FastifyInstance, platform: Platform): void {
  // Every change below is appended to the audit trail (issue 15): menus and objects as permission changes.
  const changed = <T>(session: SessionContext, action: AuditAction, objectType: string, objectId: string | null, after?: unknown) => async (result: T) => {
    await platform.audit.record(session, { action, objectType, objectId: objectId ?? idIn(result), after });
    return result;
  };
  const perm = AuditAction.permissionChange;
  const tmpl = AuditAction.templateChange;
  const { db } = platform.database;
  const menuRepo = new MenuRepo(db);
  const menus = new MenuService(db, menuRepo);
  const objects = new ObjectService(db, new ObjectRepo(db), menuRepo);
  const templates = new TemplateService(db, new TemplateRepo(db));
  const p = permission;

  registerRoute(app, platform, p.getMenu, {
    handler: async ({ input, session }) => {
      ownUser(session, input.user_id);
      return { list: await menus.forHolder(await platform.access.held(session)) };
    },
  });
  registerRoute(app, platform, p.getUserAuthList, {
    handler: async ({ input, session }) => {
      ownUser(session, input.user_id);
      return { list: await objects.heldTree(await platform.access.held(session)) };
    },
  });

  registerRoute(app, platform, p.getMenuTree, { handler: async () => ({ list: await menus.tree() }) });
  registerRoute(app, platform, p.createMenu, { msg: Msg.created, handler: async ({ input, session }) => menus.create(input).then(changed(session, perm, 'menu', null, input)) });
  registerRoute(app, platform, p.updateMenu, {
    msg: PermMsg.saved,
    handler: async ({ input, session }) => {
      const { menu_id, timeStamp: _t, randomNum: _r, ...fields } = input;
      return menus.update(menu_id, fields).then(changed(session, perm, 'menu', menu_id, fields));
    },
  });
  registerRoute(app, platform, p.deleteMenu, { msg: PermMsg.deleted, handler: async ({ input, session }) => (await menus.remove(input.menu_id), changed<null>(session, perm, 'menu', input.menu_id)(null)) });
  registerRoute(app, platform, p.sortMenu, { handler: async ({ input, session }) => (await menus.move(input.menu_id, input.direction), changed<null>(session, perm, 'menu', input.menu_id)(null)) });

  registerRoute(app, platform, p.getObjectTree, {
    handler: async ({ input, session }) => ({
      list: await objects.tree({ pagesOnly: input.type === 'menu', withPlatform: session.user.is_platform_admin }),
    }),
  });
  registerRoute(app, platform, p.getObjectList, {
    handler: async ({ input, setMsg }) => {
      const window = pageWindow(input);
      const filter = { parentNo: input.object_no || undefined, search: input.object_name || undefined, sortField: input.sort_field, sortOrder: input.sort_order };
      const { rows, total } = await objects.list(filter, window);
      return pageOf(window, rows.map(objectRow), total, setMsg);
    },
  });
  registerRoute(app, platform, p.createObject, {
    msg: Msg.created,
    handler: async ({ input, session }) => {
      const { timeStamp: _t, randomNum: _r, ...fields } = input;
      return objects.createObject(fields).then(changed(session, perm, 'object', null, fields));
    },
  });
  registerRoute(app, platform, p.updateObject, {
    msg: PermMsg.saved,
    handler: async ({ input, session }) => {
      const { object_id, timeStamp: _t, randomNum: _r, ...fields } = input;
      return objects.update(object_id, 0, fields).then(changed(session, perm, 'object', object_id, fields));
    },
  });
  registerRoute(app, platform, p.deleteObject, { msg: PermMsg.deleted, handler: async ({ input, session }) => (await objects.remove(input.object_id, 0), changed<null>(session, perm, 'object', input.object_id)(null)) });
  registerRoute(app, platform, p.createObjectCate, {
    msg: Msg.created,
    handler: async ({ input, session }) => {
      const { timeStamp: _t, randomNum: _r, ...fields } = input;
      return objects.createCategory(fields).then(changed(session, perm, 'object_category', null, fields));
    },
  });
  registerRoute(app, platform, p.updateObjectCate, {
    msg: PermMsg.saved,
    handler: async ({ input, session }) => {
      const { object_id, timeStamp: _t, randomNum: _r, ...fields } = input;
      return objects.update(object_id, 1, fields).then(changed(session, perm, 'object_category', object_id, fields));
    },
  });
  registerRoute(app, platform, p.deleteObjectCate, { msg: PermMsg.deleted, handler: async ({ input, session }) => (await objects.remove(input.object_id, 1), changed<null>(session, perm, 'object_category', input.object_id)(null)) });

  registerRoute(app, platform, p.getTemplateList, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const filter = { name: input.auth_template_name || undefined, sort: input.sort_field, order: input.sort_order };
      const { rows, total } = await templates.list(unitOf(session), filter, window);
      return pageOf(window, rows, total, setMsg);
    },
  });
  registerRoute(app, platform, p.createTemplate, { msg: Msg.created, handler: async ({ input, session }) => templates.create(unitOf(session), input.auth_template_name).then(changed(session, tmpl, 'template', null, input.auth_template_name)) });
  registerRoute(app, platform, p.updateTemplate, {
    msg: PermMsg.saved,
    handler: async ({ input, session }) => (await templates.rename(unitOf(session), input.auth_template_id, input.auth_template_name), changed<null>(session, tmpl, 'template', input.auth_template_id, input.auth_template_name)(null)),
  });
  registerRoute(app, platform, p.deleteTemplate, {
    msg: PermMsg.deleted,
    handler: async ({ input, session }) => (await templates.remove(unitOf(session), input.auth_template_id), changed<null>(session, tmpl, 'template', input.auth_template_id)(null)),
  });
  registerRoute(app, platform, p.getTemplateDetail, { handler: async ({ input, session }) => templates.detail(unitOf(session), input.auth_template_id) });
  registerRoute(app, platform, p.saveTemplateObjects, {
    msg: PermMsg.saved,
    handler: async ({ input, session }) => (await templates.setObjects(unitOf(session), input.auth_template_id, input.object_nos), changed<null>(session, tmpl, 'template', input.auth_template_id, input.object_nos)(null)),
  });
  registerRoute(app, platform, p.saveTemplateJobs, {
    msg: PermMsg.saved,
    handler: async ({ input, session }) => (await templates.setJobs(unitOf(session), input.auth_template_id, input.job_ids), changed<null>(session, tmpl, 'template', input.auth_template_id, input.job_ids)(null)),
  });
}
