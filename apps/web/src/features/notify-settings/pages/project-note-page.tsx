import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { note, type ResponseOf } from '@zhuyun/contracts';
import { noteKeys, projectNoteApi, useProjectOptions } from '../api/note-api';
import { eventOptions, levelOptions, ruleDefaults, ruleInput, useRuleColumns } from '../components/rule-columns';

type Row = ResponseOf<typeof note.listProjectNotes>['list'][number];
const eventName = (code: unknown) => note.NOTE_EVENTS[code as note.NoteEventCode]?.name ?? String(code);

/**
 * /ProjectNote: a project's own rules. Where a project has any rule for an event, they replace the unit's rules of that
 * event for it; a rule set to 停用 silences the project.
 */
export function ProjectNotePage() {
  const projects = useProjectOptions();
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'project_id',
      title: '项目',
      search: { kind: 'select', options: projects },
      form: { kind: 'select', options: projects, required: note.NoteMsg.projectRequired },
      render: (_v, r) => r.project_name ?? '—',
      exportValue: (r) => r.project_name ?? '',
    },
    {
      key: 'event_code',
      title: '通知事件',
      search: { kind: 'select', options: eventOptions },
      form: { kind: 'select', options: eventOptions, required: note.NoteMsg.eventInvalid },
      render: eventName,
      exportValue: (r) => eventName(r.event_code),
    },
    {
      key: 'min_level',
      title: '告警级别',
      form: { kind: 'select', options: levelOptions },
      render: (v, r) => (r.event_code === 'alarm' ? levelOptions.find((o) => o.value === v)?.label : '—'),
      exportValue: false,
    },
    ...useRuleColumns<Row>(),
  ];
  return (
    <ResourcePage<Row>
      title="项目短信"
      noun="项目通知规则"
      api={projectNoteApi}
      queryKey={noteKeys.projectCfgs}
      rowKey="project_note_id"
      columns={columns}
      describe={(r) => `${r.project_name ?? ''} ${eventName(r.event_code)}`}
      initialValues={(r) => (r ? { ...r } : { event_code: 'alarm', min_level: 2, ...ruleDefaults })}
      toInput={ruleInput}
    />
  );
}
