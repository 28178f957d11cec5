import { useEffect } from 'react';
import { Form, Input, Modal, Radio, Space } from 'antd';
import { EvalMsg, routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

type Exercise = ResponseOf<typeof routes.evalListExercises>['list'][number];
interface Values {
  exercise_name: string;
  remark?: string;
  start_date: string;
  end_date: string;
  status: 0 | 1;
}

/** Creates or edits an exercise (exercise_info): name, remark, start and end dates, draft or published. */
export function ExerciseFormModal({ open, exercise, onClose, onSaved }: { open: boolean; exercise: Exercise | null; onClose(): void; onSaved(): void }) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (exercise) {
      form.setFieldsValue({
        exercise_name: exercise.exercise_name,
        remark: exercise.remark ?? undefined,
        start_date: exercise.start_date,
        end_date: exercise.end_date,
        status: exercise.status === 1 ? 1 : 0,
      });
    }
  }, [open, exercise, form]);
  const save = async () => {
    const v = await form.validateFields();
    await client.call(routes.evalSaveExercise, {
      exercise_id: exercise?.exercise_id,
      exercise_name: v.exercise_name,
      remark: v.remark,
      start_date: v.start_date,
      end_date: v.end_date,
      status: v.status,
    });
    onSaved();
  };
  return (
    <Modal title={exercise ? '编辑评价活动' : '新建评价活动'} open={open} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ status: 0 }}>
        <Form.Item name="exercise_name" label="评价名称" rules={[{ required: true, whitespace: true, message: EvalMsg.exerciseNameRequired }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="start_date" label="开始日期" style={{ flex: 1 }} rules={[{ required: true, message: EvalMsg.startDateRequired }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="end_date"
            label="结束日期"
            style={{ flex: 1, marginLeft: 12 }}
            dependencies={['start_date']}
            rules={[
              { required: true, message: EvalMsg.endDateRequired },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || !getFieldValue('start_date') || value >= getFieldValue('start_date') ? Promise.resolve() : Promise.reject(new Error(EvalMsg.endBeforeStart)),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="remark" label="说明">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: 0, label: '未发布' },
              { value: 1, label: '发布（可在手机上评价）' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
