import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { EvalMsg, EvalRules, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type GroupEdit = { exercise_id: string; group_id?: string; title?: string };
export type QuestionEdit = { group_id: string; group_title: string; question_id?: string; question_name?: string; score?: number };

/** A group's title; a new group takes the next free number 一…五. */
export function GroupModal({ edit, onClose, onSaved }: { edit: GroupEdit | null; onClose(): void; onSaved(): void }) {
  const client = useApiClient();
  const [form] = Form.useForm<{ title: string }>();
  useEffect(() => {
    if (edit) form.setFieldsValue({ title: edit.title ?? '' });
  }, [edit, form]);
  const save = async () => {
    if (!edit) return;
    const { title } = await form.validateFields();
    await client.call(routes.evalSaveQuestionGroup, { exercise_id: edit.exercise_id, group_id: edit.group_id, title });
    onSaved();
  };
  return (
    <Modal title={edit?.group_id ? '编辑分组' : '添加分组'} open={edit !== null} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="title" label="分组标题" rules={[{ required: true, whitespace: true, message: EvalMsg.groupTitleRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A question: its text and its score, which is the slider's maximum on the phone. */
export function QuestionModal({ edit, onClose, onSaved }: { edit: QuestionEdit | null; onClose(): void; onSaved(): void }) {
  const client = useApiClient();
  const [form] = Form.useForm<{ question_name: string; score: number }>();
  useEffect(() => {
    if (edit) form.setFieldsValue({ question_name: edit.question_name ?? '', score: edit.score ?? 10 });
  }, [edit, form]);
  const save = async () => {
    if (!edit) return;
    const v = await form.validateFields();
    await client.call(routes.evalSaveQuestion, { group_id: edit.group_id, question_id: edit.question_id, question_name: v.question_name, score: v.score });
    onSaved();
  };
  return (
    <Modal title={`${edit?.question_id ? '编辑' : '添加'}题目 · ${edit?.group_title ?? ''}`} open={edit !== null} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="question_name" label="题目" rules={[{ required: true, whitespace: true, message: EvalMsg.questionNameRequired }]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
        <Form.Item name="score" label="分值（滑块最大值）" rules={[{ required: true, type: 'integer', min: 1, max: EvalRules.maxQuestionScore, message: EvalMsg.questionScoreInvalid }]}>
          <InputNumber min={1} max={EvalRules.maxQuestionScore} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
