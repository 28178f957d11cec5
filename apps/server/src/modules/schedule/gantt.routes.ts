import type { FastifyInstance } from 'fastify';
import { DataScopePage, schedule } from '@zhuyun/contracts';
import { assertProjectInScope, projectVisible } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { AppError, fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { registerFileRoute, registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { GanttRepo } from './gantt.repo';
import { readMspXml } from './gantt-msp';
import { readGanttSheet, writeGanttSheet } from './gantt-sheet';
import type { TaskValues } from './gantt-tasks';

const { ScheduleMsg } = schedule;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_SHEET_BYTES = 5 * 1024 * 1024;

async function streamBytes(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  return Buffer.concat(parts);
}

/** MS Project writes UTF-8; a file saved again by another tool may be UTF-16 with its byte-order mark. */
function xmlText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** The schedule (spec-2 §7.3 create_project_gant, get_project_gant_detail) and ours: move a task, import (Excel or MS Project XML), export. */
export function registerGanttRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new GanttRepo(platform.database.db);
  // /pageDataAuth: the plan of a project outside the session's data scope is "not found", like another unit's.
  const inScope = (session: SessionContext, projectId: string) =>
    assertProjectInScope(platform, session, DataScopePage.schedules, projectId, () => fail.notFound(ScheduleMsg.projectNotFound));
  const detailOf = async (session: SessionContext, projectId: string) => {
    const detail = await repo.detail(tenantOf(session), projectId);
    await inScope(session, projectId);
    return detail;
  };

  registerRoute(app, platform, schedule.createProjectGant, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      await inScope(session, input.project_id);
      return { gantt_id: await repo.save(tenantOf(session), session.userId, input) };
    },
  });

  registerRoute(app, platform, schedule.getProjectGantDetail, {
    handler: async ({ input, session }) => detailOf(session, input.project_id),
  });

  registerRoute(app, platform, schedule.updateProjectGantTask, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const scope = await platform.dataScope.resolve(session, DataScopePage.schedules);
      const projectId = await repo.move(companyId, input.task_id, input.start_date, input.end_date, input.progress, (id) => projectVisible(scope, id));
      return repo.detail(companyId, projectId);
    },
  });

  registerUpload(app, platform, schedule.importProjectGant, {
    maxBytes: MAX_SHEET_BYTES,
    missingFileMsg: ScheduleMsg.importFileRequired,
    tooLargeMsg: ScheduleMsg.importFileTooLarge,
    handler: async ({ input, session, file, setMsg }) => {
      const companyId = tenantOf(session);
      await detailOf(session, input.project_id); // 10002 for another company's project (or one outside the scope), before reading the file
      const xml = /\.xml$/i.test(file.filename);
      if (!xml && !/\.xlsx$/i.test(file.filename)) throw fail.validation(ScheduleMsg.importFileType);
      let tasks: TaskValues[];
      let skippedLinks = 0;
      if (xml) {
        const bytes = await streamBytes(file.stream);
        if (file.truncated()) throw fail.validation(ScheduleMsg.importFileTooLarge);
        try {
          ({ tasks, skippedLinks } = readMspXml(xmlText(bytes)));
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw fail.validation(ScheduleMsg.importXmlInvalid); // a character reference out of range …
        }
      } else {
        tasks = await readGanttSheet(file.stream).catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          throw fail.validation(ScheduleMsg.importFileInvalid);
        });
        if (file.truncated()) throw fail.validation(ScheduleMsg.importFileTooLarge);
      }
      const ganttId = await repo.save(companyId, session.userId, { project_id: input.project_id, gantt_name: xml ? '导入的MS Project计划' : '导入的进度计划', set_baseline: 0, tasks });
      setMsg(`导入成功，共${tasks.length}个任务${skippedLinks ? `；${ScheduleMsg.importLinksSkipped(skippedLinks)}` : ''}`);
      return { gantt_id: ganttId, imported: tasks.length };
    },
  });

  registerFileRoute(app, platform, schedule.exportProjectGant, {
    handler: async ({ input, session }) => {
      const detail = await detailOf(session, input.project_id);
      return { filename: `${detail.project_name}-进度计划.xlsx`, contentType: XLSX, body: await writeGanttSheet(detail) };
    },
  });
}
