import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { MaxLength, boundedText, pagingQuery, requiredText, signingParams, sortQuery } from '../fields';
import { codeText, nameText } from './menu.contract';
import { PermMsg, PermObject } from './permission.messages';
import { uuidId } from '../rules/uuid-id';

/** A permission object or category (spec-1 §3: object_no, object_module, children_list). */
export interface ObjectNode {
  object_id: string;
  object_no: string;
  object_name: string;
  p_object_no: string | null;
  /** 1 a category, 0 an object. */
  is_dir: number;
  /** 1 a page (object_module is its route), 0 an element of a page. */
  is_menu: number;
  object_module: string | null;
  order_no: number;
  children_list: ObjectNode[];
}

export const objectNode: z.ZodType<ObjectNode> = z.lazy(() =>
  z.object({
    object_id: z.string(),
    object_no: z.string(),
    object_name: z.string(),
    p_object_no: z.string().nullable(),
    is_dir: z.number(),
    is_menu: z.number(),
    object_module: z.string().nullable(),
    order_no: z.number(),
    children_list: z.array(objectNode),
  }),
);

const objectRow = z.object({
  object_id: z.string(),
  object_no: z.string(),
  object_name: z.string(),
  p_object_no: z.string().nullable(),
  is_dir: z.number(),
  is_menu: z.number(),
  object_module: z.string().nullable(),
  order_no: z.number(),
});

const flag = z
  .union([z.number(), z.string().max(MaxLength.numeric)])
  .optional()
  .transform((v) => (Number(v) === 1 ? 1 : 0));
/** An optional text, blank meaning none; at most `max` characters (issue 15 fix 7). */
const optionalText = (max: number) =>
  boundedText(max)
    .trim()
    .optional()
    .transform((v) => (v ? v : null));
const orderNo = z
  .union([z.number(), z.string().max(MaxLength.numeric)])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : Math.trunc(Number(v)) || 0));

/**
 * The whole tree of categories and objects (what a template may hold). type=menu keeps categories and pages only;
 * platform objects are left out for anyone but a platform administrator, since no unit can grant them.
 */
export const getObjectTree = defineRoute({
  method: 'POST',
  path: '/api/v1/res/p_object/get_tree',
  summary: 'Permission objects and categories as a tree',
  tag: 'permission',
  auth: 'session',
  signed: true,
  request: z.object({ type: z.enum(['menu', 'all']).optional().default('all'), ...signingParams }),
  response: z.object({ list: z.array(objectNode) }),
});

/** The objects (not categories) under a category or page, searchable by name or number, paged. */
export const getObjectList = defineRoute({
  method: 'GET',
  path: '/adminc/v1/resource_manage/p_object/get_object_list',
  summary: 'Permission objects: list',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({
    /** The category or page whose objects are listed; all objects without it. */
    object_no: boundedText(MaxLength.title).trim().optional(),
    /** Searches the name and the number. */
    object_name: boundedText(MaxLength.title).trim().optional(),
    ...sortQuery(['object_no', 'object_name', 'is_menu', 'order_no']),
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(objectRow),
});

const objectFields = {
  object_name: nameText(PermMsg.objectNameRequired),
  is_menu: flag,
  object_module: optionalText(MaxLength.title),
  order_no: orderNo,
};

export const createObject = defineRoute({
  method: 'POST',
  path: '/adminc/v1/resource_manage/p_object/create_object',
  summary: 'Permission objects: add',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({
    object_no: codeText(PermMsg.objectNoRequired),
    p_object_no: requiredText(PermMsg.objectParentRequired, MaxLength.title),
    ...objectFields,
    ...signingParams,
  }),
  response: objectRow,
});

export const updateObject = defineRoute({
  method: 'PUT',
  path: '/adminc/v1/resource_manage/p_object/update_object',
  summary: 'Permission objects: edit',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({ object_id: uuidId(PermMsg.objectIdRequired), p_object_no: optionalText(MaxLength.title), ...objectFields, ...signingParams }),
  response: objectRow,
});

export const deleteObject = defineRoute({
  method: 'DELETE',
  path: '/adminc/v1/resource_manage/p_object/delete_object',
  summary: 'Permission objects: delete',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({ object_id: uuidId(PermMsg.objectIdRequired), ...signingParams }),
  response: z.null(),
});

export const createObjectCate = defineRoute({
  method: 'POST',
  path: '/adminc/v1/resource_manage/p_object/create_object_cate',
  summary: 'Permission categories: add',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({
    object_no: codeText(PermMsg.cateNoRequired),
    object_name: nameText(PermMsg.cateNameRequired),
    p_object_no: optionalText(MaxLength.title),
    order_no: orderNo,
    ...signingParams,
  }),
  response: objectRow,
});

export const updateObjectCate = defineRoute({
  method: 'PUT',
  path: '/adminc/v1/resource_manage/p_object/update_object_cate',
  summary: 'Permission categories: edit',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({
    object_id: uuidId(PermMsg.objectIdRequired),
    object_name: nameText(PermMsg.cateNameRequired),
    p_object_no: optionalText(MaxLength.title),
    order_no: orderNo,
    ...signingParams,
  }),
  response: objectRow,
});

export const deleteObjectCate = defineRoute({
  method: 'DELETE',
  path: '/adminc/v1/resource_manage/p_object/delete_object_cate',
  summary: 'Permission categories: delete',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({ object_id: uuidId(PermMsg.objectIdRequired), ...signingParams }),
  response: z.null(),
});

/**
 * The user's permission tree (spec-2 §6 "a call returns the user's authorisation list"): the objects the session's
 * job holds in the session's unit, each with the held objects below it. Administrators hold every object.
 */
export const getUserAuthList = defineRoute({
  method: 'GET',
  path: '/adminc/v1/system_manage/p_application_auth/get_user_auth_list',
  summary: 'User auth',
  tag: 'permission',
  auth: 'session',
  signed: true,
  request: z.object({ user_id: uuidId(PermMsg.userIdRequired), ...signingParams }),
  response: z.object({ list: z.array(objectNode) }),
});
