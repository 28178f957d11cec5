import type { FastifyInstance } from 'fastify';
import { AuditAction, MAX_PEOPLE_IMPORT_BYTES, PEOPLE_SHEET_COLUMNS, PeopleImportMsg, PeopleImportMsgWith, routes } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerFileRoute, registerUpload } from '../../platform/http/register-upload';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { loadExcelJS, type Worksheet } from '../../platform/xlsx/exceljs';
import { ImportErrorFiles } from '../../platform/xlsx/import-error-files';
import { importPeople, loadUnitPosts } from './people-import.service';
import type { PeopleRowError } from './people-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function styleHeader(sheet: Worksheet, widths: number[]): void {
  sheet.getRow(1).font = { bold: true };
  widths.forEach((w, i) => (sheet.getColumn(i + 1).width = w));
}

/** `create_user_import` and its template and error file (issue 19 item 1). */
export function registerPeopleImportRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const errorFiles = new ImportErrorFiles<PeopleRowError>();

  registerFileRoute(app, platform, routes.getPeopleImportTemplate, {
    handler: async ({ session }) => {
      const { pairs } = await loadUnitPosts(db, tenantOf(session));
      const book = new (await loadExcelJS()).Workbook();
      const sheet = book.addWorksheet('人员');
      sheet.columns = PEOPLE_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key }));
      styleHeader(sheet, [14, 16, 16, 24, 16]);
      // Phones and account numbers stay text: Excel would otherwise turn a long number into 1.38E+10.
      sheet.getColumn('phone').numFmt = '@';
      sheet.getColumn('user_no').numFmt = '@';
      const first = pairs[0];
      sheet.addRow({ user_name: '示例-张三', phone: '13912345678', user_no: '', dept: first?.dept ?? '', job: first?.job ?? '' });
      // What 部门 and 岗位 may say, from the unit's own organisation.
      const posts = book.addWorksheet('部门与岗位');
      posts.columns = [
        { header: '部门', key: 'dept' },
        { header: '岗位', key: 'job' },
      ];
      styleHeader(posts, [30, 20]);
      for (const p of pairs) posts.addRow(p);
      return { filename: '人员导入模板.xlsx', contentType: XLSX, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  });

  registerUpload(app, platform, routes.createUserImport, {
    maxBytes: MAX_PEOPLE_IMPORT_BYTES,
    missingFileMsg: PeopleImportMsg.fileRequired,
    tooLargeMsg: PeopleImportMsg.fileTooLarge,
    handler: async ({ session, file, setMsg }) => {
      const companyId = tenantOf(session);
      if (!/\.xlsx$/i.test(file.filename)) throw fail.validation(PeopleImportMsg.fileNotXlsx);
      const result = await importPeople(db, companyId, file.stream);
      if (file.truncated()) throw fail.validation(PeopleImportMsg.fileTooLarge);
      if (result.errors.length) {
        setMsg(PeopleImportMsgWith.failed(result.errors.length));
        return { imported: 0, error_count: result.errors.length, errors: result.errors.slice(0, 200), error_file: errorFiles.put(companyId, result.errors) };
      }
      await platform.audit.record(session, { action: AuditAction.create, objectType: 'account_import', objectId: null, detail: `${result.imported} people` });
      setMsg(PeopleImportMsgWith.imported(result.imported));
      return { imported: result.imported, error_count: 0, errors: [], error_file: null };
    },
  });

  registerFileRoute(app, platform, routes.getPeopleImportErrors, {
    handler: async ({ input, session }) => {
      const errors = errorFiles.get(tenantOf(session), input.error_file);
      if (!errors) throw fail.notFound(PeopleImportMsg.errorsGone);
      const book = new (await loadExcelJS()).Workbook();
      const sheet = book.addWorksheet('错误');
      sheet.columns = [
        { header: '行号', key: 'row' },
        { header: '姓名', key: 'user_name' },
        { header: '列', key: 'column' },
        { header: '原因', key: 'reason' },
      ];
      styleHeader(sheet, [8, 16, 12, 44]);
      for (const e of errors) sheet.addRow(e);
      return { filename: '人员导入错误.xlsx', contentType: XLSX, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  });
}
