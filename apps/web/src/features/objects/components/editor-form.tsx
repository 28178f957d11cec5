import type { ReactNode } from 'react';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { PERM_CODE_PATTERN, PermMsg } from '@zhuyun/contracts';
import { ObjectText } from '../objects.texts';

interface EditorFormProps<V> {
  form: FormInstance<V>;
  /** The form's name: ids of its fields, so that two forms on the page never share one. */
  name: string;
  title: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => void;
  /** The number and name fields. */
  code: { label: string; required: string; placeholder: string; locked: boolean };
  nameField: { label: string; required: string };
  /** The fields between the name and the order number. */
  children: ReactNode;
}

/**
 * The dialog both editors of /moduleList share: number (fixed once made) and name with the server's rules, then the
 * editor's own fields, then the order number; saving submits the form, which checks before anything is sent.
 */
export function EditorForm<V>({ form, name, title, open, busy, onCancel, onSubmit, code, nameField, children }: EditorFormProps<V>) {
  return (
    <Modal open={open} title={title} okText="保存" cancelText="取消" confirmLoading={busy} onCancel={onCancel} onOk={() => form.submit()} forceRender>
      <Form form={form} name={name} layout="vertical" onFinish={onSubmit}>
        <Form.Item name="object_no" label={code.label} rules={[{ required: true, whitespace: true, message: code.required }, { pattern: PERM_CODE_PATTERN, message: PermMsg.codeInvalid }]}>
          <Input disabled={code.locked} maxLength={64} placeholder={code.placeholder} />
        </Form.Item>
        <Form.Item name="object_name" label={nameField.label} rules={[{ required: true, whitespace: true, message: nameField.required }, { max: 50, message: PermMsg.nameTooLong }]}>
          <Input maxLength={50} />
        </Form.Item>
        {children}
        <Form.Item name="order_no" label={ObjectText.orderNo}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
