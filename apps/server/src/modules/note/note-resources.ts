import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { note, unknownTemplateVariables, type NoteEventCode } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { noteCfgs, noteTemplates, projectNoteCfgs } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import type { NoteRepo } from './note.repo';

const { NoteMsg } = note;

/** What a rule names, checked inside the company: at least one channel, its jobs, and a template of its event. */
export interface RuleValues {
  job_ids: string[];
  in_app: number;
  sms: number;
  template_id?: string | null;
}

export async function checkRule<V extends RuleValues>(repo: NoteRepo, companyId: string, event: NoteEventCode, values: V): Promise<V> {
  if (values.in_app !== 1 && values.sms !== 1) throw fail.validation(NoteMsg.channelRequired);
  const jobIds = [...new Set(values.job_ids)];
  if ((await repo.countJobs(companyId, jobIds)) !== jobIds.length) throw fail.validation(NoteMsg.jobsUnknown);
  if (values.template_id) {
    const template = await repo.template(companyId, values.template_id);
    if (!template) throw fail.validation(NoteMsg.templateInvalid);
    if (template.event_code !== event) throw fail.validation(NoteMsg.templateEventMismatch);
  }
  // updated_at rides along: the layer stores what prepare answers.
  return { ...values, job_ids: jobIds, updated_at: new Date() } as V;
}

/** Refuses a template that names a variable its event lacks: 10001 naming them. */
export function checkTemplate(event: NoteEventCode, content: string): void {
  const unknown = unknownTemplateVariables(event, content);
  if (unknown.length) throw fail.validation(`${NoteMsg.variableUnknown}：${unknown.map((v) => `\${${v}}`).join('、')}`);
}

/** The names of a rule's jobs and its template, read beside its row (`table`: the rule table's SQL name). */
export function ruleNames(table: string) {
  const t = sql.raw(table);
  return {
    job_names: sql<string[]>`array(select j.job_name from jobs j where j.company_id = ${t}.company_id and j.job_id = any(${t}.job_ids) order by j.sort_no, j.job_name)`,
    template_name: sql<string | null>`(select nt.template_name from note_templates nt where nt.company_id = ${t}.company_id and nt.template_id = ${t}.template_id)`,
  };
}

const recipientColumns = (t: typeof noteCfgs | typeof projectNoteCfgs) => ({
  job_ids: t.job_ids,
  in_app: t.in_app,
  sms: t.sms,
  template_id: t.template_id,
  enabled: t.enabled,
  remark: t.remark,
  created_at: t.created_at,
  updated_at: t.updated_at,
});

export function registerNoteResources(app: FastifyInstance, platform: Platform, repo: NoteRepo, db: Db): void {
  const c = noteCfgs;
  registerResource(app, platform, note.noteCfgResource, {
    repo: tableRepo(db, note.noteCfgResource, {
      table: c,
      companyKey: 'company_id',
      select: { note_cfg_id: c.note_cfg_id, event_code: c.event_code, min_level: c.min_level, ...recipientColumns(c), ...ruleNames('note_cfgs') },
      sort: { created_at: c.created_at, event_code: c.event_code },
      defaultOrder: [desc(c.created_at), desc(c.note_cfg_id)],
      filters: { event_code: c.event_code, enabled: c.enabled },
    }),
    prepare: async (companyId, values) => checkRule(repo, companyId as string, values.event_code, values),
  });

  const p = projectNoteCfgs;
  registerResource(app, platform, note.projectNoteResource, {
    repo: tableRepo(db, note.projectNoteResource, {
      table: p,
      companyKey: 'company_id',
      select: {
        project_note_id: p.project_note_id,
        project_id: p.project_id,
        project_name: sql<string | null>`(select pr.project_name from projects pr where pr.company_id = project_note_cfgs.company_id and pr.project_id = project_note_cfgs.project_id)`,
        event_code: p.event_code,
        min_level: p.min_level,
        ...recipientColumns(p),
        ...ruleNames('project_note_cfgs'),
      },
      sort: { created_at: p.created_at, event_code: p.event_code },
      defaultOrder: [desc(p.created_at), desc(p.project_note_id)],
      filters: { project_id: p.project_id, event_code: p.event_code, enabled: p.enabled },
    }),
    prepare: async (companyId, values) => {
      if (!(await repo.projectExists(companyId as string, values.project_id))) throw fail.validation(NoteMsg.projectInvalid);
      return checkRule(repo, companyId as string, values.event_code, values);
    },
  });

  const t = noteTemplates;
  registerResource(app, platform, note.noteTemplateResource, {
    repo: tableRepo(db, note.noteTemplateResource, {
      table: t,
      companyKey: 'company_id',
      select: {
        template_id: t.template_id,
        template_name: t.template_name,
        event_code: t.event_code,
        template_code: t.template_code,
        content: t.content,
        created_at: t.created_at,
        updated_at: t.updated_at,
      },
      sort: { created_at: t.created_at, template_name: t.template_name },
      defaultOrder: [desc(t.created_at), desc(t.template_id)],
      search: [t.template_name, t.content],
      filters: { event_code: t.event_code },
    }),
    prepare: async (_companyId, values) => {
      checkTemplate(values.event_code, values.content);
      return { ...values, updated_at: new Date() } as typeof values;
    },
  });
}
