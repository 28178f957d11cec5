import { useEffect } from 'react';
import { DatePicker, Form, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { componentKeys } from '../api/component-keys';

type Row = ResponseOf<typeof component.listComponents>['list'][number];
const { ComponentMsg, REPORT_RESULT_NAMES } = component;
/** 0 in the form means "no report yet": the call takes null for it. */
const NONE = 0;

/** The inspection report of one component: 1 合格 (pass), 2 不合格, or none; the date defaults to today. */
export function ReportDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ report_result?: number; report_date?: Dayjs | null }>();
  const save = useMutation({
    mutationFn: (v: { report_result: number; report_date: Dayjs | null | undefined }) =>
      client.call(component.updateComponentReport, {
        component_ids: [row?.component_id ?? ''],
        report_result: v.report_result === NONE ? null : v.report_result,
        report_date: v.report_date ? v.report_date.format('YYYY-MM-DD') : null,
      }),
    onSuccess: async () => {
      toast.success(ComponentMsg.reportSaved);
      await queryClient.invalidateQueries({ queryKey: componentKeys.all });
      onClose();
    },
  });

  useEffect(() => {
    if (!row) return;
    form.setFieldsValue({ report_result: row.report_result ?? undefined, report_date: row.report_date ? dayjs(row.report_date) : dayjs() });
  }, [row, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ report_result: v.report_result ?? NONE, report_date: v.report_date }).catch(() => undefined);
  };

  return (
    <Modal open={Boolean(row)} title={`检验结果：${row?.cp_num ?? ''}`} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="report_result" label="检验结果" rules={[{ required: true, message: ComponentMsg.reportResultRequired }]}>
          <Radio.Group
            options={[
              { value: 1, label: REPORT_RESULT_NAMES[1] },
              { value: 2, label: REPORT_RESULT_NAMES[2] },
              { value: NONE, label: '未检验' },
            ]}
          />
        </Form.Item>
        <Form.Item name="report_date" label="检验日期">
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
