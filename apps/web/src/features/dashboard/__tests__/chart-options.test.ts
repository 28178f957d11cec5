import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnOption, mapOption, MAP_CENTER, MAP_NAME, MAP_ZOOM, progressOption, ratioPieOption, rosePieOption } from '../lib/chart-options';
import { wrapEvery } from '../lib/format';
import { mergeGeo } from '../../../lib/offline-geo';

type AnyOption = Record<string, unknown> & { series: Record<string, unknown>[] };
const asAny = (o: unknown) => o as AnyOption;
const rows = [
  { name: '预制叠合板', total: 40 },
  { name: '预制墙板', total: 25 },
];

describe('chart options from the API rows', () => {
  it('draws project progress on a 0–100 axis in steps of 20, bars at most 40 wide, names wrapped every 3 characters', () => {
    const option = asAny(progressOption([{ nickname: '杭州钱塘保障房12号', process: 62.5 }, { nickname: '短名', process: 0 }]));
    expect(option.yAxis).toMatchObject({ type: 'value', min: 0, max: 100, interval: 20 });
    const xAxis = option.xAxis as { data: string[]; axisLabel: { formatter: (v: string) => string } };
    expect(xAxis.data).toEqual(['杭州钱塘保障房12号', '短名']);
    expect(xAxis.axisLabel.formatter('杭州钱塘保障房12号')).toBe('杭州钱\n塘保障\n房12\n号');
    expect(option.series[0]).toMatchObject({ type: 'bar', barMaxWidth: 40, data: [62.5, 0] });
  });

  it('wraps bar names every 4 characters, every 3 when more than five bars share the panel', () => {
    const label = (n: number) => (columnOption(Array.from({ length: n }, () => rows[0]!)).xAxis as { axisLabel: { formatter: (v: string) => string } }).axisLabel;
    expect(label(5).formatter('预制叠合板')).toBe('预制叠合\n板');
    expect(label(7).formatter('预制叠合板')).toBe('预制叠\n合板');
  });

  it('maps chart rows to pie slices and bars by name and total', () => {
    expect(asAny(ratioPieOption(rows)).series[0]).toMatchObject({
      type: 'pie',
      data: [
        { name: '预制叠合板', value: 40 },
        { name: '预制墙板', value: 25 },
      ],
    });
    expect(asAny(rosePieOption(rows)).series[0]).toMatchObject({ roseType: 'radius', data: [{ name: '预制叠合板', value: 40 }, { name: '预制墙板', value: 25 }] });
    const bars = asAny(columnOption(rows));
    expect((bars.xAxis as { data: string[] }).data).toEqual(['预制叠合板', '预制墙板']);
    expect(bars.series[0]).toMatchObject({ type: 'bar', barMaxWidth: 40, data: [40, 25] });
  });

  it('centres the dark map on 119.6, 30 at zoom 8 with projects and factories as two legend entries', () => {
    const option = asAny(mapOption({ project_coordinate: [[120.1, 30.2]], factory_coordinate: [[120.3, 30.4], [121, 29]] }));
    expect(MAP_CENTER).toEqual([119.6, 30]);
    expect(option.geo).toMatchObject({ map: MAP_NAME, center: [119.6, 30], zoom: MAP_ZOOM });
    expect(MAP_ZOOM).toBe(8);
    expect((option.legend as { data: string[] }).data).toEqual(['项目位置', '构件厂位置']);
    expect(option.series.map((s) => [s.name, s.coordinateSystem, s.data])).toEqual([
      ['项目位置', 'geo', [[120.1, 30.2]]],
      ['构件厂位置', 'geo', [[120.3, 30.4], [121, 29]]],
    ]);
  });

  it('wraps text every n characters, counting Chinese characters as one', () => {
    expect(wrapEvery('装配式建筑', 3)).toBe('装配式\n建筑');
    expect(wrapEvery('', 3)).toBe('');
  });
});

describe('the offline map shipped in public/geo', () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../public/geo', file), 'utf8'));

  it('draws China with Zhejiang by its eleven cities, in echarts 4.9.0 compressed encoding', () => {
    const china = read('china.json');
    const merged = mergeGeo(china, read('zhejiang.json'));
    const ids = merged.features.map((f) => f.id);
    expect(ids).not.toContain('330000');
    expect(ids.filter((id) => id?.startsWith('33'))).toHaveLength(11);
    expect(merged.features).toHaveLength(china.features.length - 1 + 11);
    expect(merged.UTF8Encoding).toBe(true);
    expect(fs.readFileSync(path.resolve(__dirname, '../../../../public/geo/NOTICE'), 'utf8')).toContain('Apache ECharts');
  });
});

describe('the component-ratio legend', () => {
  it('writes each type’s share beside its name', () => {
    const legend = (ratioPieOption(rows) as { legend: { formatter: (name: string) => string } }).legend;
    expect(legend.formatter('预制叠合板')).toBe('预制叠合板  61.5%');
    expect(legend.formatter('预制墙板')).toBe('预制墙板  38.5%');
  });
});
