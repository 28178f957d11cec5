import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { FormRule } from 'antd';
import { Msg, isStrongPassword } from '@zhuyun/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { useChangePassword } from '../api/change-password';
import { useLeaveToLogin } from '../hooks/use-leave-to-login';
import { toast } from '../../../lib/feedback';
import { useSingleFlight } from '@zhuyun/ui';

interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const strong: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(Msg.strongPassword)),
};

/** Change password (spec-1 §5): the new one follows the strong rule; success signs out everywhere, so back to /login. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();
  const userId = useSessionStore((state) => state.userInfo?.user_id);
  const leave = useLeaveToLogin();

  const submit = useSingleFlight(async ({ old_password, new_password }: ChangePasswordValues) => {
    try {
      await change.mutateAsync({ old_password, new_password, user_id: userId });
    } catch {
      return; // the client's error policy has shown the server's msg (原密码错误 …)
    }
    toast.success(Msg.passwordChanged);
    onClose();
    leave();
  });

  const sameAsNew: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(Msg.passwordsDiffer)),
  });

  return (
    <Modal
      title="修改密码"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={change.isPending}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item label="原密码" name="old_password" rules={[{ required: true, message: Msg.oldPasswordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="new_password" validateFirst rules={[{ required: true, message: Msg.newPasswordRequired }, strong]}>
          <Input.Password autoComplete="new-password" placeholder="10-32位，含大小写字母、数字及特殊字符" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm_password"
          validateFirst
          dependencies={['new_password']}
          rules={[{ required: true, message: Msg.confirmNewPasswordRequired }, sameAsNew]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
