import { z } from 'zod';
import { defineRoute } from '../route';
import { emptyData } from '../envelope';
import { requiredText, signingParams } from '../fields';
import { ComponentMsg } from './component.messages';
import { componentFilter } from './component.contract';
import { uuidId } from '../rules/uuid-id';

/** The template's and the export's columns, in order: the import reads exactly these headers. */
export const COMPONENT_SHEET_COLUMNS = [
  { key: 'cp_num', header: '构件编号', required: true },
  { key: 'cp_type', header: '构件类型', required: true },
  { key: 'component_sort', header: '构件分类', required: false },
  { key: 'build_no', header: '楼栋号', required: false },
  { key: 'floor_no', header: '楼层号', required: false },
  { key: 'volume', header: '体积(m³)', required: false },
  { key: 'weight', header: '重量(t)', required: false },
  { key: 'factory_name', header: '生产厂家', required: false },
  { key: 'progress', header: '进度', required: false },
  { key: 'produce_date', header: '生产日期', required: false },
  { key: 'out_date', header: '出厂日期', required: false },
  { key: 'scene_date', header: '进场日期', required: false },
  { key: 'end_install_date', header: '安装完成日期', required: false },
  { key: 'report_result', header: '检验结果', required: false },
] as const;
export type ComponentSheetKey = (typeof COMPONENT_SHEET_COLUMNS)[number]['key'];

export const MAX_IMPORT_ROWS = 100_000;
export const MAX_IMPORT_BYTES = 30 * 1024 * 1024;

/** Answers an xlsx file (not an envelope) with the headers and drop-downs from the code lists. */
export const getComponentTemplate = defineRoute({
  method: 'GET',
  path: '/api/v1/project/component_template',
  summary: 'Downloads the import template (xlsx)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: emptyData,
});

export const importError = z.object({ row: z.number(), column: z.string(), reason: z.string() });

/**
 * multipart/form-data with one `file` part (xlsx); project_id, timeStamp and randomNum travel in the query string.
 * All rows or none: with any bad row nothing is written, `imported` is 0 and `error_file` names the error sheet
 * to fetch with getComponentImportErrors (code 0 with msg 导入失败 …, so the page can show the rows).
 */
export const importComponents = defineRoute({
  method: 'POST',
  path: '/api/v1/project/component_import',
  summary: 'Uploads a model (component list, xlsx)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidId(ComponentMsg.projectIdRequired), ...signingParams }),
  response: z.object({
    imported: z.number(),
    error_count: z.number(),
    /** The first 200 errors; the error file holds them all. */
    errors: z.array(importError),
    error_file: z.string().nullable(),
  }),
});

/** The error sheet of a failed import: row, column, reason (xlsx). Kept 30 minutes on the node that imported. */
export const getComponentImportErrors = defineRoute({
  method: 'GET',
  path: '/api/v1/project/component_import_errors',
  summary: 'Downloads the error file of a failed import (path chosen)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ error_file: requiredText(ComponentMsg.importErrorsGone), ...signingParams }),
  response: emptyData,
});

/** Answers an xlsx of every row of the current filter (streamed), in the template's columns. */
export const exportComponents = defineRoute({
  method: 'POST',
  path: '/api/v1/project/component_export',
  summary: 'Returns a file (blob)',
  tag: 'component',
  auth: 'session',
  signed: true,
  request: z.object({ ...componentFilter, project_id: uuidId(ComponentMsg.projectIdRequired), ...signingParams }),
  response: emptyData,
});
