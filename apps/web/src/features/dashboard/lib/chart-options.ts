import type { BarSeriesOption, EffectScatterSeriesOption, PieSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GeoComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartRow, ProgressRow } from '@zhuyun/contracts';
import { ScreenText } from '@zhuyun/contracts';
import { wrapEvery } from './format';
import { Palette } from './palette';

export type ScreenChartOption = ComposeOption<
  | BarSeriesOption
  | PieSeriesOption
  | ScatterSeriesOption
  | EffectScatterSeriesOption
  | GeoComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** spec-2 §9: the map's centre, zoom and dark style. */
export const MAP_CENTER: [number, number] = [119.6, 30];
export const MAP_ZOOM = 8;
export const MAP_NAME = 'zhuyun-zhejiang';
/** spec-2 §9: the progress axis and bars. */
export const PROGRESS_AXIS = { min: 0, max: 100, interval: 20 } as const;
export const BAR_MAX_WIDTH = 40;

const axisText = { color: Palette.muted, fontSize: 14 };
const splitLine = { lineStyle: { color: 'rgba(126, 166, 207, 0.15)' } };
const tooltip: TooltipComponentOption = { trigger: 'item', backgroundColor: 'rgba(3, 12, 36, 0.9)', borderColor: Palette.line, textStyle: { color: Palette.text } };
const barGradient = (from: string, to: string) => ({
  type: 'linear' as const,
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: from },
    { offset: 1, color: to },
  ],
});

/** Component ratio: a ring of the component types' shares, each share written in the legend beside its name. */
export function ratioPieOption(rows: ChartRow[]): ScreenChartOption {
  const sum = rows.reduce((n, r) => n + r.total, 0);
  const share = new Map(rows.map((r) => [r.name, sum ? `${((100 * r.total) / sum).toFixed(1)}%` : '0%']));
  return {
    color: [...Palette.series],
    tooltip: { ...tooltip, formatter: '{b}: {c} ({d}%)' },
    legend: {
      orient: 'vertical',
      right: 8,
      top: 'middle',
      itemGap: 8,
      textStyle: { color: Palette.text, fontSize: 14 },
      itemWidth: 10,
      itemHeight: 10,
      formatter: (name: string) => `${name}  ${share.get(name) ?? ''}`,
    },
    series: [
      {
        type: 'pie',
        radius: ['45%', '75%'],
        center: ['30%', '50%'],
        label: { show: false },
        itemStyle: { borderColor: Palette.ground, borderWidth: 2 },
        data: rows.map((r) => ({ name: r.name, value: r.total })),
      },
    ],
  };
}

/**
 * A vertical bar per category (component count, unit statistics). Names wrap every 4 characters, every 3 past five
 * bars: the seven component types of the demo ran into each other at 4.
 */
export function columnOption(rows: ChartRow[], color: string = Palette.cyan): ScreenChartOption {
  const wrap = rows.length > 5 ? 3 : 4;
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 56, right: 16, top: 24, bottom: 40 },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { ...axisText, interval: 0, formatter: (v: string) => wrapEvery(v, wrap) }, axisLine: { lineStyle: { color: Palette.line } } },
    yAxis: { type: 'value', axisLabel: axisText, splitLine },
    series: [
      {
        type: 'bar',
        barMaxWidth: BAR_MAX_WIDTH,
        itemStyle: { color: barGradient(color, 'rgba(32, 227, 255, 0.08)'), borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', color: Palette.text, fontSize: 13 },
        data: rows.map((r) => r.total),
      },
    ],
  };
}

/** Building type: a rose of the project counts per type. */
export function rosePieOption(rows: ChartRow[]): ScreenChartOption {
  return {
    color: [Palette.teal, Palette.cyan, Palette.amber, '#8f6bff', '#3d8bff'],
    tooltip: { ...tooltip, formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        type: 'pie',
        roseType: 'radius',
        radius: ['18%', '72%'],
        label: { color: Palette.text, formatter: '{b}\n{c}', fontSize: 13 },
        data: rows.map((r) => ({ name: r.name, value: r.total })),
      },
    ],
  };
}

/** Project progress: percent installed, axis 0–100 in steps of 20, bars ≤ 40 wide, names wrapped every 3 characters. */
export function progressOption(rows: ProgressRow[]): ScreenChartOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis', valueFormatter: (v) => `${String(v)}%` },
    grid: { left: 48, right: 12, top: 24, bottom: 72 },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.nickname),
      axisLabel: { ...axisText, fontSize: 12, interval: 0, formatter: (v: string) => wrapEvery(v, 3) },
      axisLine: { lineStyle: { color: Palette.line } },
    },
    yAxis: { type: 'value', ...PROGRESS_AXIS, axisLabel: { ...axisText, formatter: '{value}%' }, splitLine },
    series: [
      {
        type: 'bar',
        barMaxWidth: BAR_MAX_WIDTH,
        itemStyle: { color: barGradient(Palette.teal, 'rgba(30, 229, 181, 0.08)'), borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', color: Palette.text, formatter: '{c}%', fontSize: 12 },
        data: rows.map((r) => r.process),
      },
    ],
  };
}

/** The map: dark geo of Zhejiang and its neighbours, projects in cyan, component factories in amber. */
export function mapOption(points: { project_coordinate: [number, number][]; factory_coordinate: [number, number][] }): ScreenChartOption {
  return {
    tooltip: { ...tooltip, formatter: (p) => (Array.isArray(p) ? '' : `${p.seriesName}<br/>${(p.value as number[]).slice(0, 2).join(', ')}`) },
    legend: {
      bottom: 24,
      left: 'center',
      itemGap: 40,
      textStyle: { color: Palette.text, fontSize: 16 },
      data: [ScreenText.projectLocation, ScreenText.factoryLocation],
    },
    geo: {
      map: MAP_NAME,
      center: MAP_CENTER,
      zoom: MAP_ZOOM,
      roam: true,
      label: { show: true, color: 'rgba(214, 236, 255, 0.55)', fontSize: 12 },
      itemStyle: { areaColor: '#0a2450', borderColor: '#1c79c9', borderWidth: 1, shadowColor: 'rgba(32, 227, 255, 0.35)', shadowBlur: 12 },
      emphasis: { label: { color: '#fff' }, itemStyle: { areaColor: '#0f3a78' } },
    },
    series: [
      {
        name: ScreenText.projectLocation,
        type: 'scatter',
        coordinateSystem: 'geo',
        symbolSize: 6,
        itemStyle: { color: Palette.cyan, opacity: 0.85 },
        data: points.project_coordinate,
        large: points.project_coordinate.length > 2000,
      },
      {
        name: ScreenText.factoryLocation,
        type: 'effectScatter',
        coordinateSystem: 'geo',
        symbolSize: 9,
        rippleEffect: { scale: 3, brushType: 'stroke' },
        itemStyle: { color: Palette.amber },
        data: points.factory_coordinate,
      },
    ],
  };
}
