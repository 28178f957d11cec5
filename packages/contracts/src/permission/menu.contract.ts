import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, requiredText, signingParams } from '../fields';
import { PERM_CODE_PATTERN, PermMsg, PermObject } from './permission.messages';
import { uuidId } from '../rules/uuid-id';

/** A node of the menu tree (spec-1 §3). menu_type 0 directory (groups too), 1 internal route, 2 external system. */
export interface MenuNode {
  menu_id: string;
  menu_no: string;
  menu_name: string;
  menu_type: number;
  route_url: string | null;
  outer_url: string | null;
  system_app_no: string | null;
  app_domain_name: string | null;
  menu_css: string | null;
  /** The permission object that gates the node; a directory without one shows when a child shows. */
  object_no: string | null;
  order_no: number;
  children_list: MenuNode[];
}

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    menu_id: z.string(),
    menu_no: z.string(),
    menu_name: z.string(),
    menu_type: z.number(),
    route_url: z.string().nullable(),
    outer_url: z.string().nullable(),
    system_app_no: z.string().nullable(),
    app_domain_name: z.string().nullable(),
    menu_css: z.string().nullable(),
    object_no: z.string().nullable(),
    order_no: z.number(),
    children_list: z.array(menuNode),
  }),
);

/** Codes (menu_no, object_no) are stable identifiers seeds and contracts name. */
export const codeText = (required: string) =>
  requiredText(required).pipe(z.string().regex(PERM_CODE_PATTERN, { error: PermMsg.codeInvalid }));
export const nameText = (required: string) => requiredText(required, 50, PermMsg.nameTooLong);
/** An optional text, blank meaning none; at most `max` characters (issue 15 fix 7). */
const optionalText = (max: number) =>
  boundedText(max)
    .trim()
    .optional()
    .transform((v) => (v ? v : null));

/** The session user's menu: always the five groups, each with what the session's job may open. */
export const getMenu = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/get_menu',
  summary: 'Menu tree',
  tag: 'permission',
  auth: 'session',
  signed: true,
  request: z.object({ user_id: uuidId(PermMsg.userIdRequired), ...signingParams }),
  response: z.object({ list: z.array(menuNode) }),
});

/** Every menu node (for /menuManagement), ungated. */
export const getMenuTree = defineRoute({
  method: 'POST',
  path: '/api/v1/res/menu/get_tree',
  summary: 'Menu management: menu tree',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.menuManage,
  request: z.object({ ...signingParams }),
  response: z.object({ list: z.array(menuNode) }),
});

const menuFields = {
  menu_name: nameText(PermMsg.menuNameRequired),
  menu_type: numericCode([0, 1, 2], PermMsg.menuTypeInvalid),
  route_url: optionalText(MaxLength.url).pipe(z.string().startsWith('/', { error: PermMsg.routeInvalid }).nullable()),
  outer_url: optionalText(MaxLength.url).pipe(z.string().regex(/^https?:\/\//, { error: PermMsg.outerUrlInvalid }).nullable()),
  system_app_no: optionalText(MaxLength.code),
  app_domain_name: optionalText(MaxLength.address),
  menu_css: optionalText(MaxLength.title),
  object_no: optionalText(MaxLength.title),
};

// An internal menu needs its route; an external one may lack it (the web then shows spec-1 §8's warning).
const routeRule = (v: { menu_type: number; route_url: string | null }, ctx: z.RefinementCtx) => {
  if (v.menu_type === 1 && !v.route_url) ctx.addIssue({ code: 'custom', path: ['route_url'], message: PermMsg.routeRequired });
};

export const createMenu = defineRoute({
  method: 'POST',
  path: '/api/v1/res/menu/create_menu',
  summary: 'Menu management: add menu',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.menuManage,
  request: z
    .object({ menu_no: codeText(PermMsg.menuNoRequired), p_menu_no: requiredText(PermMsg.parentRequired, MaxLength.title), ...menuFields, ...signingParams })
    .superRefine(routeRule),
  response: menuNode,
});

export const updateMenu = defineRoute({
  method: 'POST',
  path: '/api/v1/res/menu/update_menu',
  summary: 'Menu management: edit menu',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.menuManage,
  request: z.object({ menu_id: uuidId(PermMsg.menuIdRequired), ...menuFields, ...signingParams }).superRefine(routeRule),
  response: menuNode,
});

export const deleteMenu = defineRoute({
  method: 'POST',
  path: '/api/v1/res/menu/delete_menu',
  summary: 'Menu management: delete menu',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.menuManage,
  request: z.object({ menu_id: uuidId(PermMsg.menuIdRequired), ...signingParams }),
  response: z.null(),
});

/** Moves a node one place up or down among its siblings. */
export const sortMenu = defineRoute({
  method: 'POST',
  path: '/api/v1/res/menu/sort_menu',
  summary: 'Menu management: move menu up or down',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.menuManage,
  request: z.object({
    menu_id: uuidId(PermMsg.menuIdRequired),
    direction: z.enum(['up', 'down'], { error: PermMsg.directionInvalid }),
    ...signingParams,
  }),
  response: z.null(),
});
