import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { projectFiles } from '@zhuyun/contracts';
import { useSingleFlight } from '@zhuyun/ui';

const { ProjectFileMsg } = projectFiles;
export const ROOT = '__root';

/** Names a new directory or renames one. */
export function DirNameDialog(p: { open: boolean; title: string; initial?: string; pending: boolean; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) {
  const [form] = Form.useForm<{ dir_name: string }>();
  const submit = useSingleFlight(async () => {
    const { dir_name } = await form.validateFields();
    await p.onSubmit(dir_name.trim());
    p.onClose();
  });
  return (
    <Modal open={p.open} title={p.title} okText="保存" cancelText="取消" confirmLoading={p.pending} onOk={() => void submit().catch(() => undefined)} onCancel={p.onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ dir_name: p.initial ?? '' }} onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item
          name="dir_name"
          label="目录名称"
          rules={[
            { required: true, whitespace: true, message: ProjectFileMsg.dirNameRequired },
            { max: 100, message: '目录名称不能超过100个字' },
            { pattern: /^[^/\\]*$/, message: ProjectFileMsg.dirNameInvalid },
          ]}
        >
          <Input maxLength={100} autoFocus placeholder="如：设计图纸" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Chooses where a directory or a file goes: one of the project's directories (or the top level, for a directory). */
export function MoveDialog(p: { open: boolean; title: string; options: { value: string; label: string }[]; allowRoot?: boolean; pending: boolean; onSubmit: (target: string | null) => Promise<unknown>; onClose: () => void }) {
  const [form] = Form.useForm<{ target: string }>();
  const submit = useSingleFlight(async () => {
    const { target } = await form.validateFields();
    await p.onSubmit(target === ROOT ? null : target);
    p.onClose();
  });
  const options = p.allowRoot ? [{ value: ROOT, label: '（顶层目录）' }, ...p.options] : p.options;
  return (
    <Modal open={p.open} title={p.title} okText="移动" cancelText="取消" confirmLoading={p.pending} onOk={() => void submit().catch(() => undefined)} onCancel={p.onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="target" label="目标目录" rules={[{ required: true, message: '请选择目标目录' }]}>
          <Select aria-label="目标目录" showSearch={{ optionFilterProp: 'label' }} options={options} placeholder="请选择目标目录" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
