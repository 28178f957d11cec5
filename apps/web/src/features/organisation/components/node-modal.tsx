import { useEffect } from 'react';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { OrgMsg } from '@zhuyun/contracts';
import { OrgText } from '../organisation.texts';
import { NODE_JOB, type OrgNode } from './tree-nodes';

export type NodeAction = 'addDept' | 'addProjectDept' | 'addJob' | 'rename';

export interface NodeValues {
  name: string;
  is_manager: boolean;
}

interface NodeModalProps {
  action: NodeAction | null;
  node: OrgNode | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: NodeValues) => void;
}

const titles: Record<NodeAction, string> = {
  addDept: OrgText.addDept,
  addProjectDept: OrgText.addProjectDept,
  addJob: OrgText.addJob,
  rename: OrgText.rename,
};

/** Adding a department, project department or job under the selected node, or renaming it (a job also says whether it manages). */
export function NodeModal({ action, node, busy, onCancel, onSubmit }: NodeModalProps) {
  const [form] = Form.useForm<NodeValues>();
  const isJob = action === 'addJob' || (action === 'rename' && node?.node_type === NODE_JOB);
  const required = isJob ? OrgMsg.jobNameRequired : OrgMsg.deptNameRequired;

  useEffect(() => {
    if (action) form.setFieldsValue(action === 'rename' && node ? { name: node.name, is_manager: node.is_manager } : { name: '', is_manager: false });
  }, [action, node, form]);

  return (
    <Modal
      title={action ? titles[action] : ''}
      open={action !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onSubmit({ ...values, name: values.name.trim() }))
          .catch(() => undefined /* the form shows the failed rule */)
      }
      forceRender
    >
      <Form form={form} layout="vertical" name="org-node">
        <Form.Item
          name="name"
          label={isJob ? OrgText.jobName : OrgText.deptName}
          rules={[
            { required: true, whitespace: true, message: required },
            { max: 50, message: OrgMsg.nameTooLong },
          ]}
        >
          <Input maxLength={50} autoFocus />
        </Form.Item>
        {isJob && (
          <Form.Item name="is_manager" valuePropName="checked">
            <Checkbox>{OrgText.isManager}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
