import { useEffect, useMemo } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import TreeSelect from 'antd/es/tree-select';
import { Msg, capPhoneInput, isMobilePhone, isStrongPassword, isUserNo, stripUserNo } from '@zhuyun/contracts';
import { OrgText } from '../organisation.texts';
import { jobOptions, jobsWithoutTemplate, type OrgNode } from './tree-nodes';

export interface AccountValues {
  user_no: string;
  user_name: string;
  phone: string;
  password?: string;
  job_ids: string[];
}

interface AccountModalProps {
  /** null: closed; 'new': add an account; else the account being edited. */
  editing: 'new' | (Omit<AccountValues, 'password'> & { user_id: string }) | null;
  tree: OrgNode[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: AccountValues) => void;
}

/** Adds an account to the unit (with a strong password) or edits one; the server says when a name or phone is taken. */
export function AccountModal({ editing, tree, busy, onCancel, onSubmit }: AccountModalProps) {
  const [form] = Form.useForm<AccountValues>();
  const adding = editing === 'new';
  const untemplated = useMemo(() => jobsWithoutTemplate(tree), [tree]);
  const chosen = Form.useWatch('job_ids', form);
  // Menus come from the templates of all the account's jobs: it sees none only when every chosen job lacks one.
  const bare = chosen?.length && chosen.every((id) => untemplated.has(id)) ? chosen.map((id) => untemplated.get(id) ?? id) : [];

  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing) form.setFieldsValue({ ...editing, password: undefined });
  }, [editing, form]);

  return (
    <Modal
      title={adding ? OrgText.addAccount : OrgText.editAccount}
      open={editing !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSubmit).catch(() => undefined /* the form shows the failed rule */)}
      forceRender
    >
      <Form form={form} layout="vertical" name="org-account">
        <Form.Item
          name="user_no"
          label="账号"
          getValueFromEvent={(e: React.ChangeEvent<HTMLInputElement>) => stripUserNo(e.target.value)}
          rules={[
            { required: true, message: Msg.userNoRequired },
            { validator: async (_r, v?: string) => (v && !isUserNo(v) ? Promise.reject(new Error(Msg.userNoCharset)) : undefined) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="user_name" label="姓名" rules={[{ required: true, whitespace: true, message: Msg.userNameRequired }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          getValueFromEvent={(e: React.ChangeEvent<HTMLInputElement>) => capPhoneInput(e.target.value)}
          rules={[
            { required: true, message: Msg.phoneRequiredRegister },
            { validator: async (_r, v?: string) => (v && !isMobilePhone(v) ? Promise.reject(new Error(Msg.phoneInvalidRegister)) : undefined) },
          ]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        {adding && (
          <Form.Item
            name="password"
            label="密码"
            rules={[
              { required: true, message: Msg.passwordRequired },
              { validator: async (_r, v?: string) => (v && !isStrongPassword(v) ? Promise.reject(new Error(Msg.strongPassword)) : undefined) },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item
          name="job_ids"
          label={OrgText.jobs}
          extra={bare.length > 0 && <span role="alert" style={{ color: 'var(--ant-color-warning-text, #d46b08)' }}>{OrgText.jobsWithoutTemplateWarning(bare)}</span>}
          rules={[{ required: true, type: 'array', min: 1, message: OrgText.jobsRequired }]}>
          <TreeSelect multiple treeDefaultExpandAll treeData={jobOptions(tree)} placeholder={OrgText.jobsRequired} aria-label={OrgText.jobs} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
