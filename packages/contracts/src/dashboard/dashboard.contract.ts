import { z } from 'zod';
import { defineRoute } from '../route';
import { signingParams } from '../fields';
import { DashMsg } from './dashboard.messages';

/*
 * The regulatory big screen's eight calls (spec-2 §7.2: "method and path not shown"). They live in the /api/v1/screen/
 * family, the one the related console API gives its big-screen data (大屏数据, /api/v1/screen/screen_index_data/…), all
 * GET with their parameters in the query. Every answer is scoped by the session's company: a committee sees the
 * projects of its region, a construction unit the projects it owns or builds, a design unit the projects it designs.
 */

/**
 * field (spec-2 §7.2 sends field=cp_type to every statistics call) names the component dimension a chart groups by:
 * cp_type (the component_type code list) or progress (the five production stages). Only the two component charts
 * group by it; the other calls accept it and ignore it, as the old client sent it to all of them.
 */
export const statsQuery = z.object({
  field: z.enum(['cp_type', 'progress'], { error: DashMsg.fieldInvalid }).optional().default('cp_type'),
  ...signingParams,
});

export const chartRow = z.object({ name: z.string(), total: z.number() });
/** process: percent 0–100, installed / all components of the project. */
export const progressRow = z.object({ nickname: z.string(), process: z.number() });
/** [lng, lat] as stored (GCJ-02). */
const lngLat = z.tuple([z.number(), z.number()]);

const screenRoute = <Req extends z.ZodType, Res extends z.ZodType>(path: string, summary: string, request: Req, response: Res) =>
  defineRoute({
    method: 'GET',
    path: `/api/v1/screen/${path}`,
    summary,
    tag: 'dashboard',
    auth: 'session',
    signed: true,
    // A wall polls unattended: each panel shows its own error state instead of a toast every refresh.
    handlesErrors: true,
    request,
    response,
  });

export const getNewsList = screenRoute('news_list', 'News list', z.object({ ...signingParams }), z.array(z.string()));

export const getBuildingTypeStats = screenRoute('building_type_stats', 'Building-type stats', statsQuery, z.array(chartRow));

export const getComponentCountStats = screenRoute('component_count_stats', 'Component-count stats', statsQuery, z.array(chartRow));

export const getComponentRatioStats = screenRoute('component_ratio_stats', 'Component-ratio stats', statsQuery, z.array(chartRow));

export const getProjectProgress = screenRoute('project_progress', 'Project progress', statsQuery, z.array(progressRow));

export const getUnitTypeStats = screenRoute('unit_type_stats', 'Unit-type stats', statsQuery, z.array(chartRow));

export const getMapPoints = screenRoute(
  'map_points',
  'Map points',
  z.object({ ...signingParams }),
  z.object({ project_coordinate: z.array(lngLat), factory_coordinate: z.array(lngLat) }),
);

export const getProjectSummary = screenRoute(
  'project_summary',
  'Project summary',
  z.object({ ...signingParams }),
  // Projects under construction (status 2); distinct participating units; building area in 10,000 m² (two
  // decimals); components.
  z.object({ project_total: z.number(), company_total: z.number(), area_total: z.number(), comp_total: z.number() }),
);

export type ChartRow = z.output<typeof chartRow>;
export type ProgressRow = z.output<typeof progressRow>;
export type StatsField = z.output<typeof statsQuery>['field'];
