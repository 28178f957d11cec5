import { useEffect, useState } from 'react';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { component, type ResponseOf } from '@zhuyun/contracts';
import { AttachmentField, useApiClient, type Attachment } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';

type Row = ResponseOf<typeof component.listReports>['list'][number];
const { ComponentMsg, REPORT_RESULT_NAMES, MAX_REPORT_ATTACHMENTS } = component;

interface Values {
  component_id: string;
  report_result: number;
  report_date: Dayjs | null;
  inspector_name: string;
  report_no?: string;
  remark?: string;
  attachments: Attachment<'file_path'>[];
}

/** Components to pick from, searched by number on the server (a project may hold thousands). */
function useComponentOptions(search: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['components', 'report-pick', search],
    queryFn: ({ signal }) => client.call(component.listComponents, { search: search || undefined, page: 1, per_page: 20 }, { signal, silent: true }),
    staleTime: 30_000,
  });
}

/** Files or edits one inspection report: component, result, date, inspector, number, remark and attachments. */
export function ReportFormDialog({ open, editing, close, saved }: { open: boolean; editing: Row | null; close: () => void; saved: () => void }) {
  const client = useApiClient();
  const me = useSessionStore((s) => s.userInfo?.real_name || s.userInfo?.user_name || '');
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const options = useComponentOptions(search);
  const save = useMutation({
    mutationFn: (v: Values) => {
      const input = {
        component_id: v.component_id,
        report_result: v.report_result,
        report_date: v.report_date ? v.report_date.format('YYYY-MM-DD') : null,
        inspector_name: v.inspector_name,
        report_no: v.report_no || null,
        remark: v.remark || null,
        attachments: v.attachments.map((a) => a.file_path),
      };
      return editing ? client.call(component.updateReport, { ...input, report_id: editing.report_id }) : client.call(component.createReport, input);
    },
    onSuccess: saved,
  });

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { ...editing, report_no: editing.report_no ?? undefined, remark: editing.remark ?? undefined, report_date: dayjs(editing.report_date) }
        : { report_result: 1, report_date: dayjs(), inspector_name: me, attachments: [] },
    );
  }, [open, editing, form, me]);

  const picked = (options.data?.list ?? []).map((c) => ({ value: c.component_id, label: `${c.cp_num}（${c.project_name}）` }));
  const componentOptions = editing && !picked.some((o) => o.value === editing.component_id) ? [{ value: editing.component_id, label: editing.cp_num }, ...picked] : picked;
  return (
    <Modal
      open={open}
      title={editing ? '编辑检测报告' : '新增检测报告'}
      onCancel={close}
      onOk={() => void form.validateFields().then((v) => save.mutateAsync(v)).catch(() => undefined)}
      confirmLoading={save.isPending}
      okText="保存"
      destroyOnHidden
    >
      <Form form={form} name="report" layout="vertical" preserve={false}>
        <Form.Item name="component_id" label="构件" rules={[{ required: true, message: ComponentMsg.componentIdRequired }]}>
          <Select showSearch={{ filterOption: false, onSearch: setSearch }} options={componentOptions} loading={options.isFetching} placeholder="输入构件编号搜索" />
        </Form.Item>
        <Form.Item name="report_result" label="检验结果" rules={[{ required: true, message: ComponentMsg.reportResultRequired }]}>
          <Radio.Group options={[1, 2].map((v) => ({ value: v, label: REPORT_RESULT_NAMES[v] }))} />
        </Form.Item>
        <Form.Item name="report_date" label="检验日期">
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="inspector_name" label="检验人" rules={[{ required: true, whitespace: true, message: ComponentMsg.inspectorRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="report_no" label="报告编号">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label="检验说明">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <Form.Item name="attachments" label="附件（图片或PDF）">
          <AttachmentField keep="file_path" max={MAX_REPORT_ATTACHMENTS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
