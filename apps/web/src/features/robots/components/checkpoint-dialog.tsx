import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { robots } from '@zhuyun/contracts';
import { useRobotOptions, useScenes } from '../api/robot-api';

const { RobotMsg, PatrolMsg } = robots;
type Checkpoint = { name: string; x: number; y: number; ai_check: boolean };

export interface CheckpointDialogProps {
  open: boolean;
  /** 模板 asks for a robot and can start from a scene; 场景 is a name and its checkpoints. */
  kind: 'template' | 'scene';
  editing: { name: string; robot_id?: string | null; checkpoints: Checkpoint[]; remark: string | null } | null;
  close: () => void;
  submit: (values: { name: string; robot_id: string | null; checkpoints: Checkpoint[]; remark: string | null }) => Promise<void>;
}

/** A named list of checkpoints on the 0–100 site plan, each maybe looked at by the AI; rows added and removed in place. */
export function CheckpointDialog({ open, kind, editing, close, submit }: CheckpointDialogProps) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const robotOptions = useRobotOptions();
  const scenes = useScenes(open && kind === 'template');
  const noun = kind === 'template' ? '模板' : '场景';
  const onOk = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await submit({ name: v.name, robot_id: v.robot_id ?? null, remark: v.remark || null, checkpoints: v.checkpoints.map((c: Checkpoint) => ({ ...c, ai_check: Boolean(c.ai_check) })) });
    } finally {
      setBusy(false);
    }
  };
  const coordinate = [{ required: true, message: RobotMsg.positionInvalid }];
  return (
    <Modal title={`${editing ? '编辑' : '新增'}巡检${noun}`} open={open} onCancel={close} onOk={onOk} confirmLoading={busy} width={720} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={editing ?? { checkpoints: [{ name: '', x: 50, y: 50, ai_check: false }] }}>
        <Form.Item name="name" label={`${noun}名称`} rules={[{ required: true, whitespace: true, message: kind === 'template' ? RobotMsg.templateNameRequired : PatrolMsg.sceneNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        {kind === 'template' && (
          <Space wrap>
            <Form.Item name="robot_id" label="执行机器人">
              <Select allowClear options={robotOptions} placeholder="选择机器人" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item label="从场景导入巡检点">
              <Select
                placeholder="选择场景"
                style={{ width: 220 }}
                options={(scenes.data?.list ?? []).map((s) => ({ value: s.scene_id, label: s.scene_name }))}
                onChange={(id) => {
                  const scene = scenes.data?.list.find((s) => s.scene_id === id);
                  if (scene) form.setFieldValue('checkpoints', [...(form.getFieldValue('checkpoints') ?? []).filter((c: Checkpoint) => c?.name), ...scene.checkpoints]);
                }}
              />
            </Form.Item>
          </Space>
        )}
        <Form.List name="checkpoints">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" wrap>
                  <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, message: RobotMsg.checkpointNameRequired }]}>
                    <Input placeholder={`巡检点 ${i + 1} 名称`} aria-label={`巡检点 ${i + 1} 名称`} maxLength={50} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'x']} rules={coordinate}>
                    <InputNumber min={0} max={100} prefix="X" aria-label={`巡检点 ${i + 1} X`} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'y']} rules={coordinate}>
                    <InputNumber min={0} max={100} prefix="Y" aria-label={`巡检点 ${i + 1} Y`} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'ai_check']} valuePropName="checked">
                    <Checkbox>AI 识别</Checkbox>
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length === 1}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button type="dashed" block onClick={() => add({ name: '', x: 50, y: 50, ai_check: false })} disabled={fields.length >= 50}>
                添加巡检点
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label="备注" style={{ marginTop: 16 }}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
