import { useEffect } from 'react';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { AttachmentField, useApiClient, type Attachment } from '@zhuyun/ui';

type Row = ResponseOf<typeof check.listMaterialChecks>['list'][number];
const { CheckMsg, CHECK_RESULT_NAMES, MAX_MATERIAL_ATTACHMENTS } = check;

interface Values {
  material_name: string;
  spec?: string;
  batch_no?: string;
  supplier?: string;
  check_date: Dayjs | null;
  result: number;
  remark?: string;
  attachments: Attachment<'file_id'>[];
}

/** Records or edits one material inspection: the material, its batch, the result, a remark and the attachments. */
export function MaterialCheckDialog({ open, editing, close, saved }: { open: boolean; editing: Row | null; close: () => void; saved: () => void }) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) =>
      client.call(check.saveMaterialCheck, {
        ...(editing ? { material_check_id: editing.material_check_id, project_id: editing.project_id } : {}),
        material_name: v.material_name,
        spec: v.spec || null,
        batch_no: v.batch_no || null,
        supplier: v.supplier || null,
        check_date: v.check_date ? v.check_date.format('YYYY-MM-DD') : null,
        result: v.result,
        remark: v.remark || null,
        attachments: v.attachments.map((a) => a.file_id),
      }),
    onSuccess: saved,
  });

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? {
            material_name: editing.material_name,
            spec: editing.spec ?? undefined,
            batch_no: editing.batch_no ?? undefined,
            supplier: editing.supplier ?? undefined,
            check_date: editing.check_date ? dayjs(editing.check_date) : null,
            result: editing.result,
            remark: editing.remark ?? undefined,
            attachments: editing.attachments,
          }
        : { result: 1, check_date: dayjs(), attachments: [] },
    );
  }, [open, editing, form]);

  return (
    <Modal
      open={open}
      title={editing ? '编辑检测记录' : '新增检测记录'}
      onCancel={close}
      onOk={() => void form.validateFields().then((v) => save.mutateAsync(v)).catch(() => undefined)}
      confirmLoading={save.isPending}
      okText="保存"
      destroyOnHidden
    >
      <Form form={form} name="material" layout="vertical" preserve={false}>
        <Form.Item name="material_name" label="材料名称" rules={[{ required: true, whitespace: true, message: CheckMsg.materialNameRequired }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="spec" label="规格">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="batch_no" label="批号">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="supplier" label="供应商">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="check_date" label="检测日期">
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="result" label="检测结果" rules={[{ required: true, message: CheckMsg.resultInvalid }]}>
          <Radio.Group options={[1, 2].map((v) => ({ value: v, label: CHECK_RESULT_NAMES[v] }))} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <Form.Item name="attachments" label="附件（检测报告、照片：图片或PDF）">
          <AttachmentField keep="file_id" max={MAX_MATERIAL_ATTACHMENTS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
