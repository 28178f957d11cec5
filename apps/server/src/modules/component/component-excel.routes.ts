import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DataScopePage, component } from '@zhuyun/contracts';
import { components as componentTable } from '../../db/schema';
import { assertProjectInScope, scopeWhere } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { fail } from '../../platform/errors';
import { registerFileRoute, registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { ProjectRepo } from '../project';
import { tenantOf } from '../../platform/tenant';
import { loadExcelJS, type Worksheet } from '../../platform/xlsx/exceljs';
import { ImportErrorFiles } from '../../platform/xlsx/import-error-files';
import { ComponentRepo } from './component.repo';
import { importComponents, loadSheetCodes } from './component-import.service';
import { toSheetRow, type RowError } from './component-sheet';

const { ComponentMsg, ComponentMsgWith, COMPONENT_SHEET_COLUMNS, MAX_IMPORT_BYTES, PROGRESS_STEPS, REPORT_RESULT_NAMES } = component;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT_CHUNK = 5_000;

function headerStyle(sheet: Worksheet): void {
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 16));
}

export function registerComponentExcelRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const projects = new ProjectRepo(db);
  const components = new ComponentRepo(db);
  const errorFiles = new ImportErrorFiles<RowError>();

  // A project outside the session's data scope (/pageDataAuth, page.componList) is as absent as another unit's.
  const projectOf = async (session: SessionContext, projectId: string) => {
    const found = await projects.byId(tenantOf(session), projectId);
    if (!found) throw fail.notFound('项目不存在');
    await assertProjectInScope(platform, session, DataScopePage.components, projectId, () => fail.notFound('项目不存在'));
    return found;
  };

  registerFileRoute(app, platform, component.getComponentTemplate, {
    handler: async ({ session }) => {
      tenantOf(session);
      const codes = await loadSheetCodes(db);
      const book = new (await loadExcelJS()).Workbook();
      const sheet = book.addWorksheet('构件');
      sheet.columns = COMPONENT_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key }));
      headerStyle(sheet);
      const list = (names: string[]) => ({ type: 'list' as const, allowBlank: true, formulae: [`"${names.join(',')}"`] });
      const col = (key: string) => String.fromCharCode(65 + COMPONENT_SHEET_COLUMNS.findIndex((c) => c.key === key));
      const rows = `2:${component.MAX_IMPORT_ROWS + 1}`;
      const range = (key: string) => rows.replace(/(\d+):(\d+)/, `${col(key)}$1:${col(key)}$2`);
      const validations = (sheet as unknown as { dataValidations: { add(range: string, v: object): void } }).dataValidations;
      validations.add(range('cp_type'), { ...list(codes.cpTypes.map((c) => c.name)), allowBlank: false });
      validations.add(range('component_sort'), list(codes.sorts.map((c) => c.name)));
      validations.add(range('progress'), list(PROGRESS_STEPS.map((s) => s.name)));
      validations.add(range('report_result'), list(Object.values(REPORT_RESULT_NAMES)));
      for (const key of ['produce_date', 'out_date', 'scene_date', 'end_install_date', 'cp_num', 'build_no', 'floor_no']) {
        sheet.getColumn(key).numFmt = '@';
      }
      sheet.addRow(['示例-YKB-001', codes.cpTypes[0]?.name ?? '', codes.sorts[0]?.name ?? '', '1', '3', 1.2, 3, '示例构件厂', '已生产', '2026-01-05']);
      return { filename: '构件导入模板.xlsx', contentType: XLSX, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  });

  registerUpload(app, platform, component.importComponents, {
    maxBytes: MAX_IMPORT_BYTES,
    missingFileMsg: ComponentMsg.fileRequired,
    tooLargeMsg: ComponentMsg.fileTooLarge,
    handler: async ({ input, session, file, setMsg }) => {
      const companyId = tenantOf(session);
      await projectOf(session, input.project_id);
      if (!/\.xlsx$/i.test(file.filename)) throw fail.validation(ComponentMsg.fileNotXlsx);
      const result = await importComponents(db, companyId, input.project_id, file.stream);
      if (file.truncated()) throw fail.validation(ComponentMsg.fileTooLarge);
      if (result.errors.length) {
        setMsg(ComponentMsgWith.importFailed(result.errors.length));
        return {
          imported: 0,
          error_count: result.errors.length,
          errors: result.errors.slice(0, 200),
          error_file: errorFiles.put(companyId, result.errors),
        };
      }
      setMsg(ComponentMsgWith.imported(result.imported));
      return { imported: result.imported, error_count: 0, errors: [], error_file: null };
    },
  });

  registerFileRoute(app, platform, component.getComponentImportErrors, {
    handler: async ({ input, session }) => {
      const errors = errorFiles.get(tenantOf(session), input.error_file);
      if (!errors) throw fail.notFound(ComponentMsg.importErrorsGone);
      const book = new (await loadExcelJS()).Workbook();
      const sheet = book.addWorksheet('错误');
      sheet.columns = [
        { header: '行号', key: 'row' },
        { header: '列', key: 'column' },
        { header: '原因', key: 'reason' },
      ];
      headerStyle(sheet);
      sheet.getColumn('reason').width = 40;
      for (const e of errors) sheet.addRow(e);
      return { filename: '构件导入错误.xlsx', contentType: XLSX, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  });

  registerFileRoute(app, platform, component.exportComponents, {
    handler: async ({ input, session, request }) => {
      const companyId = tenantOf(session);
      const found = await projectOf(session, input.project_id);
      const filter = { ...input, scope: await scopeWhere(platform, session, DataScopePage.components, { project: componentTable.project_id }) };
      const codes = await loadSheetCodes(db);
      const out = new PassThrough();
      const book = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
      const sheet = book.addWorksheet('构件');
      sheet.columns = COMPONENT_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 16 }));
      // Written while the answer streams: one chunk of rows in memory at a time.
      void (async () => {
        for (let offset = 0; ; offset += EXPORT_CHUNK) {
          const rows = await components.select(companyId, filter).limit(EXPORT_CHUNK).offset(offset);
          for (const r of rows) sheet.addRow(toSheetRow(r.c, codes)).commit();
          if (rows.length < EXPORT_CHUNK) break;
        }
        sheet.commit();
        await book.commit();
      })().catch((error: unknown) => {
        request.log.error({ err: error }, 'component export failed');
        out.destroy(error as Error);
      });
      return { filename: `${found.project_name}-构件.xlsx`, contentType: XLSX, body: out };
    },
  });
}
