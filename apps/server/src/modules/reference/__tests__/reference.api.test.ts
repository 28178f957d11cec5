import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

describe('regions and code lists', () => {
  let t: TestApp;
  let api: TestClient['api'];
  beforeAll(async () => {
    t = await createTestApp();
    api = t.client().api;
  });
  afterAll(async () => t?.close());

  it('lists the 31 provinces with 6-digit codes and p_code "0"', async () => {
    const { list } = await api.call(routes.getAreaBoxList, { area_type: 1 });
    expect(list).toHaveLength(31);
    expect(list[0]).toEqual({ area_id: 110000, code: '110000', p_code: '0', name: '北京市' });
    expect(list.find((p) => p.code === '330000')?.name).toBe('浙江省');
  });

  it('walks 浙江省 → 杭州市 → its 13 districts, 临平区 and 钱塘区 included', async () => {
    const cities = (await api.call(routes.getAreaBoxList, { area_type: '2', province_no: '330000' })).list;
    expect(cities.map((c) => c.name)).toContain('杭州市');
    const districts = (await api.call(routes.getAreaBoxList, { area_type: 3, city_no: '330100' })).list;
    expect(districts).toHaveLength(13);
    expect(districts.filter((d) => ['330113', '330114'].includes(d.code)).map((d) => d.name)).toEqual(['临平区', '钱塘区']);
  });

  it('gives each municipality its X0100 city, and no children to cities without districts', async () => {
    expect((await api.call(routes.getAreaBoxList, { area_type: 2, province_no: '110000' })).list.map((c) => c.code)).toEqual(['110100']);
    expect((await api.call(routes.getAreaBoxList, { area_type: 3, city_no: '441900' })).list).toEqual([]);
  });

  it('answers the tree of 3,218 regions in three levels', async () => {
    const { list } = await api.call(routes.getAreaTree, {});
    const count = (nodes: { children?: unknown[] }[]): number =>
      nodes.reduce((n, node) => n + 1 + count((node.children ?? []) as { children?: unknown[] }[]), 0);
    expect(list).toHaveLength(31);
    expect(count(list)).toBe(3218);
    const beijing = list[0];
    expect(beijing?.children?.[0]?.children?.[0]?.name).toBe('东城区');
  });

  it('looks an area up as provinceNo, cityNo, areaNo', async () => {
    expect(await api.call(routes.getAreaInfo, { area_id: 330114 })).toEqual({
      area_id: 330114,
      name: '钱塘区',
      province: '浙江省',
      provinceNo: '330000',
      city: '杭州市',
      cityNo: '330100',
      area: '钱塘区',
      areaNo: '330114',
    });
    expect(await codeOf(api.call(routes.getAreaInfo, { area_id: 999999 }))).toEqual({ code: 10002, msg: Msg.areaNotFound });
  });

  it('refuses an area_type outside 1–3 and a missing parent', async () => {
    expect(await codeOf(api.call(routes.getAreaBoxList, { area_type: 4 }))).toEqual({ code: 10001, msg: Msg.areaTypeInvalid });
    expect(await codeOf(api.call(routes.getAreaBoxList, { area_type: 2 }))).toEqual({ code: 10001, msg: Msg.provinceNoRequired });
    expect(await codeOf(api.call(routes.getAreaBoxList, { area_type: 3 }))).toEqual({ code: 10001, msg: Msg.cityNoRequired });
  });

  it('answers code lists by code_type, and company types', async () => {
    const types = (await api.call(routes.getCodeList, { code_type: 'companyType' })).list;
    expect(types).toContainEqual({ value: '4', name: '施工单位' });
    expect((await api.call(routes.getCompanyTypes, { code_type: 'companyType', is_page: 0 })).list).toEqual(types);
    for (const codeType of ['companyOrgType', 'businessType', 'component_type', 'component_sort']) {
      expect((await api.call(routes.getCodeList, { code_type: codeType })).list.length).toBeGreaterThan(1);
    }
    expect((await api.call(routes.getCodeList, { code_type: 'unknown' })).list).toEqual([]);
    expect(await codeOf(api.call(routes.getCodeList, { code_type: ' ' }))).toEqual({ code: 10001, msg: Msg.codeTypeRequired });
  });
});
