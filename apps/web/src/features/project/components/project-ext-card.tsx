import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Modal, Select, Space } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { members, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, useApiClient, type ResourceColumn, useSingleFlight } from '@zhuyun/ui';
import { Can } from '../../../lib/access';
import { toast } from '../../../lib/feedback';

type Item = ResponseOf<typeof members.getProjectExt>['list'][number];
type FieldRow = ResponseOf<typeof members.listExtFields>['list'][number];
type FieldInput = RequestOf<typeof members.createExtField>;
const { MembersMsg, EXT_FIELD_TYPE_NAMES, MembersObject } = members;
const typeOptions = Object.entries(EXT_FIELD_TYPE_NAMES).map(([value, label]) => ({ value, label }));

const fieldApi = resourceApi<typeof members.listExtFields, FieldInput>({
  list: members.listExtFields,
  create: members.createExtField,
  update: members.updateExtField,
  remove: members.deleteExtField,
});
const fieldColumns: ResourceColumn<FieldRow>[] = [
  { key: 'field_name', title: '字段名称', search: { kind: 'input', name: 'search' }, form: { kind: 'input', required: MembersMsg.fieldNameRequired, max: 30 } },
  { key: 'field_type', title: '类型', render: (v) => EXT_FIELD_TYPE_NAMES[v as members.ExtFieldType], form: { kind: 'select', options: typeOptions, required: MembersMsg.fieldTypeInvalid } },
  // Options are typed one per line; the table shows them joined.
  { key: 'options', title: '下拉选项', render: (v) => (v as string[]).join('、'), form: { kind: 'textarea', placeholder: '下拉选择的选项，每行一个' } },
  { key: 'required', title: '必填', render: (v) => (v ? '是' : '否'), form: { kind: 'select', options: [{ value: 0, label: '否' }, { value: 1, label: '是' }] } },
  { key: 'default_value', title: '默认值', form: { kind: 'input', max: 500 } },
  { key: 'sort', title: '排序', form: { kind: 'number', min: 0, precision: 0 } },
];

// A stable function (the dialog resets its form whenever it changes); options are edited one per line.
const startValues = (row: FieldRow | null): Record<string, unknown> => (row ? { ...row, options: row.options.join('\n') } : { field_type: 'text', required: 0 });

/** 字段设置: the unit administrator's definitions of the extra fields, and a sync of every project after a change. */
function FieldSettings({ open, onClose, changed }: { open: boolean; onClose: () => void; changed: () => void }) {
  const client = useApiClient();
  const sync = useMutation({
    mutationFn: () => client.call(members.syncProjectExt, {}),
    onSuccess: (r) => {
      toast.success(`已同步 ${r.projects} 个项目：补默认值 ${r.filled} 项，清除失效值 ${r.cleared} 项`);
      changed();
    },
  });
  return (
    <Drawer open={open} onClose={onClose} size="large" title="项目扩展字段设置" destroyOnHidden>
      <ResourcePage<FieldRow, FieldInput>
        noun="字段"
        api={fieldApi}
        queryKey={['project-ext-fields']}
        rowKey="field_id"
        columns={fieldColumns}
        describe={(r) => r.field_name}
        initialValues={startValues}
        toInput={(v) => ({ ...(v as FieldInput), options: String(v.options ?? '').split('\n').map((s) => s.trim()).filter(Boolean) })}
        toolbar={<Button loading={sync.isPending} onClick={() => sync.mutate()}>同步到全部项目</Button>}
      />
    </Drawer>
  );
}

function ValueInput({ item, ...rest }: { item: Item; id?: string; value?: string | null; onChange?: (v: string | null) => void }) {
  if (item.field_type === 'select') {
    return <Select id={rest.id} allowClear value={rest.value ?? undefined} onChange={(v) => rest.onChange?.(v ?? null)} options={item.options.map((o) => ({ value: o, label: o }))} />;
  }
  const placeholder = item.field_type === 'date' ? 'YYYY-MM-DD' : item.field_type === 'number' ? '数字' : undefined;
  return <Input id={rest.id} value={rest.value ?? ''} maxLength={members.EXT_VALUE_MAX} placeholder={placeholder} onChange={(e) => rest.onChange?.(e.target.value)} />;
}

/** The project's extra fields (defined by the unit's administrator) on /projectDetail, edited in a dialog. */
export function ProjectExtCard({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const [editing, setEditing] = useState(false);
  const [settings, setSettings] = useState(false);
  const [form] = Form.useForm<Record<string, string | null>>();
  const ext = useQuery({
    queryKey: ['projects', 'ext', projectId],
    queryFn: ({ signal }) => client.call(members.getProjectExt, { project_id: projectId }, { signal, silent: true }),
  });
  const save = useMutation({
    mutationFn: (values: Record<string, string | null>) =>
      client.call(members.saveProjectExt, { project_id: projectId, values: Object.entries(values).map(([field_id, value]) => ({ field_id, value: value ?? null })) }),
    onSuccess: () => {
      toast.success(MembersMsg.saved);
      setEditing(false);
      void ext.refetch();
    },
  });
  // Enter twice, or Enter then 保存, would save twice (useSingleFlight).
  const saveOnce = useSingleFlight((v: Record<string, string | null>) => save.mutateAsync(v).catch(() => undefined));
  const list = ext.data?.list ?? [];
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        title="扩展信息"
        extra={
          <Space>
            <Can object={MembersObject.extDefine}>
              <Button size="small" onClick={() => setSettings(true)}>字段设置</Button>
            </Can>
            {list.length > 0 && <Button size="small" onClick={() => setEditing(true)}>编辑扩展信息</Button>}
          </Space>
        }
        items={list.map((f) => ({ key: f.field_id, label: f.field_name, children: f.value ?? '—' }))}
      />
      <Modal open={editing} title="编辑扩展信息" okText="保存" cancelText="取消" confirmLoading={save.isPending} onCancel={() => setEditing(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false} initialValues={Object.fromEntries(list.map((f) => [f.field_id, f.value]))} onFinish={(v) => void saveOnce(v)}>
          {list.map((f) => (
            <Form.Item key={f.field_id} name={f.field_id} label={f.field_name} rules={f.required ? [{ required: true, whitespace: true, message: MembersMsg.fieldValueRequired(f.field_name) }] : []}>
              <ValueInput item={f} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
      <FieldSettings open={settings} onClose={() => setSettings(false)} changed={() => void ext.refetch()} />
    </>
  );
}
