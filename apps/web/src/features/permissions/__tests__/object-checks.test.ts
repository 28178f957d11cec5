import { describe, expect, it } from 'vitest';
import type { ObjectNode } from '@zhuyun/contracts';
import { checkState, toggleObject } from '../components/object-checks';

const obj = (object_no: string, children_list: ObjectNode[] = [], is_dir = 0): ObjectNode => ({
  object_id: object_no, object_no, object_name: object_no, p_object_no: null, is_dir, is_menu: 0, object_module: null, order_no: 0, children_list,
});
const tree = [obj('cat', [obj('page.a', [obj('a.add'), obj('a.del')]), obj('page.b')], 1)];

describe('template object checks', () => {
  it('checks a button with its page, and a page or category with all below it', () => {
    expect([...toggleObject(tree, new Set(), 'a.del', true)].sort()).toEqual(['a.del', 'page.a']);
    expect([...toggleObject(tree, new Set(), 'page.a', true)].sort()).toEqual(['a.add', 'a.del', 'page.a']);
    expect([...toggleObject(tree, new Set(), 'cat', true)].sort()).toEqual(['a.add', 'a.del', 'page.a', 'page.b']);
  });

  it('unchecks a node with everything below it, leaving its page', () => {
    const all = new Set(['a.add', 'a.del', 'page.a', 'page.b']);
    expect([...toggleObject(tree, all, 'page.a', false)]).toEqual(['page.b']);
    expect([...toggleObject(tree, all, 'a.add', false)].sort()).toEqual(['a.del', 'page.a', 'page.b']);
    expect([...toggleObject(tree, all, 'nowhere', false)].sort()).toEqual([...all].sort());
  });

  it('shows a category checked when all below it is held, half when some is', () => {
    expect(checkState(tree, new Set(['page.b']))).toEqual({ checked: ['page.b'], halfChecked: ['cat'] });
    expect(checkState(tree, new Set(['a.add', 'a.del', 'page.a', 'page.b'])).checked.sort()).toEqual(['a.add', 'a.del', 'cat', 'page.a', 'page.b']);
    expect(checkState(tree, new Set())).toEqual({ checked: [], halfChecked: [] });
  });
});
