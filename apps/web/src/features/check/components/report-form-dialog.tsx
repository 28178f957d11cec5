import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useMutation, useQuery } from '@tanstack/react-query';
import { check, isUuid, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useFormVersion, useTemplateOptions } from '../api/check-api';
import { ColumnPicker } from './column-picker';

type Row = ResponseOf<typeof check.listReportForms>['list'][number];
const { CheckMsg } = check;

interface Values {
  report_name: string;
  template_id: string;
  field_keys: string[];
  remark?: string;
}

/** The fields a report may show: those of the newest version of the chosen template's form. */
function useTemplateFields(templateId: string | undefined) {
  const client = useApiClient();
  const template = useQuery({
    queryKey: ['check', 'templates', 'detail', templateId],
    queryFn: ({ signal }) => client.call(check.getCheckTemplate, { template_id: templateId as string }, { signal, silent: true }),
    enabled: isUuid(templateId ?? ''),
    staleTime: 60_000,
  });
  const version = useFormVersion(template.data?.form_id ?? null);
  const fields = version.data ? check.fieldsOf(version.data.definition as check.FormDefinition).map((f) => ({ key: f.key, label: f.label })) : [];
  return { fields, loading: template.isFetching || version.isFetching };
}

/** Creates or edits a report form: its name, its template, which of the form's fields it shows and in what order. */
export function ReportFormDialog({ open, editing, close, saved }: { open: boolean; editing: Row | null; close: () => void; saved: () => void }) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const templates = useTemplateOptions();
  const templateId = Form.useWatch('template_id', form);
  const { fields, loading } = useTemplateFields(templateId);
  const save = useMutation({
    mutationFn: (v: Values) =>
      client.call(check.saveReportForm, {
        ...(editing ? { report_id: editing.report_id } : {}),
        report_name: v.report_name,
        template_id: v.template_id,
        field_keys: v.field_keys ?? [],
        remark: v.remark || null,
      }),
    onSuccess: saved,
  });

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { report_name: editing.report_name, template_id: editing.template_id, field_keys: editing.field_keys, remark: editing.remark ?? undefined }
        : { field_keys: [] },
    );
  }, [open, editing, form]);

  return (
    <Modal
      open={open}
      title={editing ? '编辑报表' : '新增报表'}
      onCancel={close}
      onOk={() => void form.validateFields().then((v) => save.mutateAsync(v)).catch(() => undefined)}
      confirmLoading={save.isPending}
      okText="保存"
      destroyOnHidden
      width={600}
    >
      <Form form={form} name="report_form" layout="vertical" preserve={false}>
        <Form.Item name="report_name" label="报表名称" rules={[{ required: true, whitespace: true, message: CheckMsg.reportNameRequired }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="template_id" label="检查模板" rules={[{ required: true, message: CheckMsg.templateRequired }]}>
          {/* Another template has other fields: the chosen columns start again. */}
          <Select options={templates} placeholder="请选择检查模板" onChange={() => form.setFieldValue('field_keys', [])} />
        </Form.Item>
        <Form.Item name="field_keys" label={loading ? '报表列（读取表单字段…）' : '报表列（顺序即报表和导出的列顺序）'}>
          <ColumnPicker fields={fields} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
