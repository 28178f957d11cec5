import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useMutation } from '@tanstack/react-query';
import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { note, type ResponseOf } from '@zhuyun/contracts';
import { noteKeys, noteTemplateApi } from '../api/note-api';
import { eventOptions } from '../components/rule-columns';

type Row = ResponseOf<typeof note.listNoteTemplates>['list'][number];
const eventName = (code: unknown) => note.NOTE_EVENTS[code as note.NoteEventCode]?.name ?? String(code);

/** Each event's variables, as the page lists them beside the form: ${title} 告警标题 … */
const VARIABLE_HINT = note.NOTE_EVENT_CODES.map(
  (code) => `${note.NOTE_EVENTS[code].name}：${Object.keys(note.NOTE_EVENTS[code].variables).map((v) => `\${${v}}`).join(' ')}`,
);

/** /NoteModelCfg: SMS templates with ${variables} of their event; 预览 shows one filled with sample values. */
export function NoteModelCfgPage() {
  const client = useApiClient();
  const [preview, setPreview] = useState<{ name: string; text: string } | null>(null);
  const show = useMutation({
    mutationFn: (r: Row) => client.call(note.previewNoteTemplate, { event_code: r.event_code as note.NoteEventCode, content: r.content }),
    onSuccess: (answer, r) => setPreview({ name: r.template_name, text: answer.text }),
  });
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'template_name',
      title: '模板名称',
      search: { kind: 'input', name: 'search', placeholder: '搜索模板名称或内容' },
      form: { kind: 'input', required: note.NoteMsg.templateNameRequired, max: 50 },
    },
    {
      key: 'event_code',
      title: '通知事件',
      search: { kind: 'select', options: eventOptions },
      form: { kind: 'select', options: eventOptions, required: note.NoteMsg.eventInvalid },
      render: eventName,
      exportValue: (r) => eventName(r.event_code),
    },
    { key: 'template_code', title: '平台模板编号', form: { kind: 'input', max: 50 } },
    {
      key: 'content',
      title: '模板内容',
      form: { kind: 'textarea', required: note.NoteMsg.templateContentRequired, max: note.TEMPLATE_CONTENT_MAX, maxMessage: note.NoteMsg.templateContentTooLong },
    },
  ];
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title="模板变量" description={VARIABLE_HINT.map((line) => <div key={line}>{line}</div>)} />
      <ResourcePage<Row>
        title="短信模板配置"
        noun="短信模板"
        api={noteTemplateApi}
        queryKey={noteKeys.templates}
        rowKey="template_id"
        columns={columns}
        describe={(r) => r.template_name}
        initialValues={(r) => (r ? { ...r } : { event_code: 'alarm' })}
        toInput={(v) => ({ ...v, template_code: v.template_code ?? null })}
        rowActions={(r) => (
          <Button type="link" size="small" loading={show.isPending && show.variables?.template_id === r.template_id} onClick={() => show.mutate(r)}>
            预览
          </Button>
        )}
      />
      <Modal open={!!preview} title={`预览：${preview?.name ?? ''}`} footer={null} onCancel={() => setPreview(null)}>
        <p aria-label="预览内容">{preview?.text}</p>
        <p style={{ color: '#999' }}>{`共 ${[...(preview?.text ?? '')].length} 字`}</p>
      </Modal>
    </>
  );
}
