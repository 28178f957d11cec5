import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, optionalUuid, pagingShape, searchText, sortShape } from '../resource';
import { dayOrNull } from '../schedule/schedule-fields';
import { ComponentMsg } from './component.messages';

/** The periods /countList groups by. */
export const COUNT_PERIODS = ['day', 'week', 'month'] as const;
export type CountPeriod = (typeof COUNT_PERIODS)[number];
export const COUNT_PERIOD_NAMES: Record<CountPeriod, string> = { day: '按日', week: '按周', month: '按月' };
export const COUNT_SORT_FIELDS = ['period', 'project_name', 'total'] as const;

/** The permission object of the counts: the 统计列表 page's. */
export const CountObject = 'page.countList';

/**
 * One project in one period: how many of its components reached each stage then (the stage's date falls in the
 * period), and all of them together. `period` is the period's first day (YYYY-MM-DD; a week starts on Monday).
 */
export const componentCountRow = z.object({
  row_key: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  period: z.string(),
  /** The period as a person reads it: 2026年03月, 2026-03-09 当周, 2026-03-10. */
  period_label: z.string(),
  produced: z.number(),
  outbound: z.number(),
  on_site: z.number(),
  installed: z.number(),
  total: z.number(),
});
export type ComponentCountRow = z.infer<typeof componentCountRow>;

/**
 * Counts of components by stage, project and period (/countList; path chosen in the component family). Filters:
 * project, component type, a window of days; paged and sorted like a resource list, so the kit shows and exports it.
 */
export const getComponentCounts = defineRoute({
  method: 'GET',
  path: '/api/v1/project/component_count',
  summary: 'Component counts by stage, project and period (path chosen)',
  tag: 'component',
  auth: 'session',
  signed: true,
  permission: CountObject,
  request: z.object({
    project_id: optionalUuid(),
    cp_type: searchText(50),
    period: z.enum(COUNT_PERIODS, { error: ComponentMsg.periodInvalid }).optional(),
    start_date: dayOrNull(ComponentMsg.dateInvalid),
    end_date: dayOrNull(ComponentMsg.dateInvalid),
    ...sortShape(COUNT_SORT_FIELDS),
    ...pagingShape(false),
    ...boundedSigningParams,
  }),
  response: page(componentCountRow),
});
