import { describe, expect, it } from 'vitest';
import type { ObjectNode } from '@zhuyun/contracts';
import { filterPlaces, parentOptions, placeKeys, toPlaces } from '../components/object-tree-data';

const node = (object_no: string, object_name: string, is_dir: number, is_menu: number, children_list: ObjectNode[] = []): ObjectNode => ({
  object_id: `id-${object_no}`, object_no, object_name, p_object_no: null, is_dir, is_menu, object_module: null, order_no: 0, children_list,
});

const tree = [
  node('cat.pc', '项目中心', 1, 0, [
    node('page.list', '项目列表', 0, 1, [node('page.list.add', '新增', 0, 0)]),
    node('cat.pc.sub', '项目子类', 1, 0),
  ]),
  node('cat.cfg', '配置中心', 1, 0),
];

describe('the object tree shaped for /moduleList', () => {
  it('keeps categories and pages, not elements', () => {
    expect(placeKeys(toPlaces(tree))).toEqual(['cat.pc', 'page.list', 'cat.pc.sub', 'cat.cfg']);
  });

  it('narrows to the matching places and the branches that lead to them, by name or number', () => {
    expect(placeKeys(filterPlaces(toPlaces(tree), '列表'))).toEqual(['cat.pc', 'page.list']);
    expect(placeKeys(filterPlaces(toPlaces(tree), 'CFG'))).toEqual(['cat.cfg']);
    expect(filterPlaces(toPlaces(tree), '没有')).toEqual([]);
    expect(placeKeys(filterPlaces(toPlaces(tree), '  '))).toHaveLength(4);
  });

  it('offers categories as a category’s parents (never itself) and pages too as an object’s', () => {
    const keys = (options: ReturnType<typeof parentOptions>): string[] => options.flatMap((o) => [o.value, ...keys(o.children)]);
    expect(keys(parentOptions(toPlaces(tree), false, 'cat.pc.sub'))).toEqual(['cat.pc', 'cat.cfg']);
    expect(keys(parentOptions(toPlaces(tree), true))).toEqual(['cat.pc', 'page.list', 'cat.pc.sub', 'cat.cfg']);
  });
});
