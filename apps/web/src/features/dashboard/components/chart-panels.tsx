import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ScreenText, type ChartRow, type ProgressRow } from '@zhuyun/contracts';
import {
  useBuildingTypes,
  useComponentCount,
  useComponentRatio,
  useNews,
  useProjectProgress,
  useUnitTypes,
} from '../api/use-screen-data';
import { columnOption, progressOption, ratioPieOption, rosePieOption, type ScreenChartOption } from '../lib/chart-options';
import { Palette } from '../lib/palette';
import { EChart } from './echart';
import { NewsList } from './news-list';
import { ScreenPanel } from './screen-panel';

const noRows = (rows: unknown[]) => rows.length === 0;
const allZero = (rows: ChartRow[]) => rows.every((r) => r.total === 0);

function ChartPanel<T extends ChartRow[] | ProgressRow[]>(props: {
  title: string;
  query: UseQueryResult<T>;
  toOption: (rows: T) => ScreenChartOption;
  isEmpty?: (rows: T) => boolean;
}) {
  const { data } = props.query;
  const { toOption } = props;
  const option = useMemo(() => (data ? toOption(data) : null), [data, toOption]);
  return (
    <ScreenPanel title={props.title} query={props.query} isEmpty={props.isEmpty ?? noRows}>
      {() => (option ? <EChart option={option} label={props.title} /> : null)}
    </ScreenPanel>
  );
}

const countColumns = (rows: ChartRow[]) => columnOption(rows);

/** Left column: news, component ratio, component count. */
export function LeftColumn() {
  const news = useNews();
  const ratio = useComponentRatio();
  const count = useComponentCount();
  return (
    <>
      <ScreenPanel title={ScreenText.news} query={news}>
        {(items) => <NewsList items={items} />}
      </ScreenPanel>
      <ChartPanel title={ScreenText.componentRatio} query={ratio} toOption={ratioPieOption} />
      <ChartPanel title={ScreenText.componentCount} query={count} toOption={countColumns} isEmpty={allZero} />
    </>
  );
}

const unitColumns = (rows: ChartRow[]) => columnOption(rows, Palette.teal);

/** Right column: unit statistics, building type, project progress. */
export function RightColumn() {
  const units = useUnitTypes();
  const building = useBuildingTypes();
  const progress = useProjectProgress();
  return (
    <>
      <ChartPanel title={ScreenText.unitStats} query={units} toOption={unitColumns} isEmpty={allZero} />
      <ChartPanel title={ScreenText.buildingType} query={building} toOption={rosePieOption} />
      <ChartPanel title={ScreenText.projectProgress} query={progress} toOption={progressOption} />
    </>
  );
}
