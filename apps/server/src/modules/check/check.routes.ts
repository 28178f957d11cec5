import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { DataScopePage, check } from '@zhuyun/contracts';
import { checkRecords } from '../../db/schema';
import { scopeWhere } from '../../platform/data-scope/scope-checks';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { registerCheckResources } from './check-resources';
import { CheckRepo } from './check.repo';
import { answerText } from './answer-text';
import { answerLinks, storeAnswerFiles } from './answer-files';
import { registerMaterialChecks } from './material-check.resource';
import { ensureDemoCheckFiles } from './demo-check-files';

const { CheckMsg } = check;

/** Check configuration (issue 20 item 2): the resources, form versions, filling a record and reading it back. */
export function registerCheckRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new CheckRepo(platform.database.db);
  // The record and report rows as their lists answer them (one select each: the resource repositories').
  const repos = registerCheckResources(app, platform, repo);
  registerMaterialChecks(app, platform, repo);
  ensureDemoCheckFiles(app, platform);

  registerRoute(app, platform, check.saveFormVersion, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const definition = input.definition as check.FormDefinition;
      const version = await repo.saveVersion(companyId, input.form_id, definition, check.fieldsOf(definition).length, session.userId);
      if (version === null) throw fail.notFound(CheckMsg.formNotFound);
      await platform.audit.onWrite({ resource: 'check_form_version', action: 'create', companyId, userId: session.userId, userName: session.user.user_name, id: input.form_id, before: null, after: { version, definition } });
      return { form_id: input.form_id, version };
    },
  });

  registerRoute(app, platform, check.getFormVersion, {
    handler: async ({ input, session }) => {
      const found = await repo.version(tenantOf(session), input.form_id, input.version);
      if (!found) throw fail.notFound(input.version ? CheckMsg.versionNotFound : CheckMsg.formNotDesigned);
      return found;
    },
  });

  registerRoute(app, platform, check.submitCheckRecord, {
    msg: '提交成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const template = await repo.template(companyId, input.template_id);
      if (!template) throw fail.notFound(CheckMsg.templateNotFound);
      if (template.status !== 1) throw fail.validation(CheckMsg.templateNotFound);
      // The version the filler saw must still be the newest: a record is checked against exactly what was filled.
      if (template.current_version === 0 || input.form_version !== template.current_version) throw fail.validation(CheckMsg.versionNotFound);
      const version = await repo.version(companyId, template.form_id, input.form_version);
      if (!version) throw fail.validation(CheckMsg.versionNotFound);
      const answers = input.answers as check.Answers;
      const problem = check.checkAnswers(version.definition, answers);
      if (problem) throw fail.validation(problem.message);
      if (input.project_id && !(await repo.exists('project', companyId, input.project_id))) throw fail.validation(CheckMsg.projectInvalid);
      // Photos and signatures are kept as references to the unit's files (a drawn signature becomes one here).
      const stored = await storeAnswerFiles(platform, repo, { companyId, userId: session.userId }, version.definition, answers);
      const recordId = uuidv7();
      const result = check.resultOf(version.definition, answers);
      const recordNo = await repo.insertRecord({
        companyId,
        recordId,
        templateId: input.template_id,
        formId: template.form_id,
        version: input.form_version,
        businessType: input.business_type,
        projectId: input.project_id ?? null,
        answers: stored,
        result,
        userId: session.userId,
        userName: session.user.user_name,
      });
      await platform.audit.onWrite({ resource: 'check_record', action: 'create', companyId, userId: session.userId, userName: session.user.user_name, id: recordId, before: null, after: { recordNo, answers: stored } });
      return { record_id: recordId, record_no: recordNo, result };
    },
  });

  registerRoute(app, platform, check.getRecordDetailList, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const stored = await repo.recordAnswers(companyId, input.record_id);
      // A record outside the session's data scope (/pageDataAuth) is "not found", like another unit's.
      const scope = await scopeWhere(platform, session, DataScopePage.checkRecords, { project: checkRecords.project_id, creator: checkRecords.filled_by });
      const record = stored && (await repos.records.get?.(companyId, input.record_id, scope));
      if (!stored || !record) throw fail.notFound(CheckMsg.recordNotFound);
      const version = await repo.version(companyId, stored.form_id, stored.form_version);
      if (!version) throw fail.notFound(CheckMsg.versionNotFound);
      const list = version.definition.sections.flatMap((s) =>
        s.fields.map((f) => ({ section: s.title, key: f.key, label: f.label, type: f.type, value: answerText(f, stored.answers[f.key]) })),
      );
      const files = await answerLinks(platform, repo, companyId, version.definition, stored.answers);
      return { record, definition: version.definition, answers: stored.answers, list, files };
    },
  });

  registerRoute(app, platform, check.getCustomReportDetail, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const report = await repos.reports.get?.(companyId, input.report_id);
      if (!report) throw fail.notFound(CheckMsg.reportNotFound);
      const window = windowOf(input);
      const found = await repo.templateRecords(companyId, report.template_id, window);
      // Column labels come from the newest version of the template's form; a key it no longer has keeps the key.
      const template = await repo.template(companyId, report.template_id);
      const newest = template ? await repo.version(companyId, template.form_id) : null;
      const fields = newest ? check.fieldsOf(newest.definition) : [];
      const keys = report.field_keys.length ? report.field_keys : fields.map((f) => f.key);
      const columns = keys.map((key) => ({ key, label: fields.find((f) => f.key === key)?.label ?? key }));
      const rows = found.rows.map((row) => ({
        record_id: row.record_id,
        record_no: row.record_no,
        result: row.result,
        created_at: row.created_at,
        filled_name: row.filled_name,
        values: Object.fromEntries(
          keys.map((key) => {
            const field = fields.find((f) => f.key === key) ?? { key, type: 'text' as const, label: key, required: false };
            return [key, answerText(field, row.answers[key] as check.AnswerValue)];
          }),
        ),
      }));
      return { ...pageOf(window, rows, found.total, setMsg), report, columns, pass_count: found.pass, fail_count: found.fail };
    },
  });

}
