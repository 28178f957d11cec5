import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { PermMsg } from '@zhuyun/contracts';
import { PermText } from '../permissions.texts';

interface TemplateNameModalProps {
  /** null closed; '' a new template; else the current name. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}

/** Names a new template or renames one; the rules and messages are the server's. */
export function TemplateNameModal({ name, busy, onCancel, onSubmit }: TemplateNameModalProps) {
  const [form] = Form.useForm<{ auth_template_name: string }>();
  useEffect(() => {
    if (name !== null) form.setFieldsValue({ auth_template_name: name });
  }, [name, form]);
  return (
    <Modal
      title={name ? PermText.renameTitle : PermText.addTitle}
      open={name !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onSubmit(v.auth_template_name.trim()))
          .catch(() => undefined /* the form shows the failed rule */)
      }
      forceRender
    >
      <Form form={form} layout="vertical" name="template-name">
        <Form.Item
          name="auth_template_name"
          label={PermText.name}
          rules={[
            { required: true, whitespace: true, message: PermMsg.templateNameRequired },
            { max: 50, message: PermMsg.nameTooLong },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
