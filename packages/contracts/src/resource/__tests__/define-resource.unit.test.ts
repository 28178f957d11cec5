import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../define-resource';
import { text, textOrNull } from '../resource-fields';
import { ResourceMsg } from '../resource.messages';
import { unboundedStrings } from '../bounded';

const thing = defineResource({
  name: 'thing',
  tag: 'test',
  scope: 'company',
  id: 'thing_id',
  row: z.object({ thing_id: z.string(), thing_name: z.string() }),
  fields: { thing_name: text(10, '名称不能为空'), remark: textOrNull(20) },
  filters: {},
  sort: ['thing_name'],
  perPage: true,
  permission: { list: 'page.things', delete: 'thing.delete' },
  messages: { notFound: '不存在', idRequired: 'thing_id不能为空' },
  calls: {
    list: { method: 'GET', path: '/t', summary: 'Things' },
    create: { method: 'POST', path: '/t', summary: 'Create thing' },
    delete: { method: 'DELETE', path: '/t', summary: 'Delete thing', restful: true },
  },
});

const listReq = thing.routes.list.request;
const errorOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

// The declaration yields ordinary contracts; its paging, sorting, ids and texts refuse bad input as 10001 would.
describe('defineResource', () => {
  it('yields one contract per declared call, with its permission and restful id', () => {
    expect(Object.keys(thing.routes)).toEqual(['list', 'create', 'delete']);
    expect(thing.routes.list).toMatchObject({ method: 'GET', path: '/t', auth: 'session', signed: true, permission: 'page.things' });
    expect(thing.routes.create).not.toHaveProperty('permission');
    expect(thing.routes.delete).toMatchObject({ restfulId: 'thing_id', permission: 'thing.delete' });
    expect(thing.permissions).toEqual({ list: 'page.things', delete: 'thing.delete' });
  });

  it('takes one paging shape: numbers or numeric strings, per_page beside page_size, huge sizes allowed', () => {
    expect(listReq.parse({ page: '2', per_page: '50' })).toMatchObject({ page: 2, per_page: 50 });
    expect(listReq.parse({ page_size: 10_000_000 })).toMatchObject({ page_size: 10_000_000 });
    expect(listReq.parse({ page: '' })).toMatchObject({ page: undefined });
  });

  it.each([-1, 0, 1.5, '1e308', 1e308, 'abc', 'Infinity', '9007199254740993', 2 ** 53, 1_000_001])('refuses page %s', (page) => {
    expect(errorOf(listReq, { page })).toBe(ResourceMsg.pageInvalid);
  });

  it('refuses a page size that is not a positive whole number', () => {
    for (const page_size of [0, -5, 2.5, 'NaN']) expect(errorOf(listReq, { page_size })).toBe(ResourceMsg.pageSizeInvalid);
  });

  it('sorts by a declared field only, and reads antd’s ascend/descend as asc/desc', () => {
    expect(listReq.parse({ sort_field: 'thing_name', sort_order: 'ascend' })).toMatchObject({ sort_order: 'asc' });
    expect(listReq.parse({ sort_order: 'desc' })).toMatchObject({ sort_order: 'desc' });
    expect(listReq.safeParse({ sort_field: 'password_hash' }).success).toBe(false);
    expect(listReq.safeParse({ sort_order: 'sideways' }).success).toBe(false);
  });

  it('checks ids as UUIDs and texts for length and NUL', () => {
    const del = thing.routes.delete.request;
    expect(errorOf(del, {})).toBe('thing_id不能为空');
    expect(errorOf(del, { thing_id: 'not-a-uuid' })).toBe(ResourceMsg.idInvalid);
    expect(del.safeParse({ thing_id: '01900000-0000-7000-8000-000000000001' }).success).toBe(true);
    const create = thing.routes.create.request;
    expect(errorOf(create, { thing_name: 'x'.repeat(11) })).toBe(ResourceMsg.textTooLong);
    expect(errorOf(create, { thing_name: 'a\u0000b' })).toBe(ResourceMsg.textHasNul);
    expect(errorOf(create, { thing_name: 'ok', remark: 'x'.repeat(21) })).toBe(ResourceMsg.textTooLong);
    expect(create.parse({ thing_name: ' ok ', remark: ' ' })).toMatchObject({ thing_name: 'ok', remark: null });
  });

  it('finds every request string without a maximum', () => {
    expect(thing.routes.create.request && unboundedStrings(thing.routes.create.request)).toEqual([]);
    expect(unboundedStrings(z.object({ a: z.string(), b: z.string().max(3), c: z.array(z.string()).optional(), d: z.enum(['x']) }))).toEqual(['a', 'c[]']);
  });
});
