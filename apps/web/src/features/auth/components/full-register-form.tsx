import { SubmitButton } from './submit-button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Msg, UsageCode, capPhoneInput, stripUserNo } from '@zhuyun/contracts';
import { useScanRegister } from '../api/scan-register';
import { userTypeOfHost } from '../../../lib/host';
import { CodeField } from './code-field';
import { registerRules } from './form-rules';
import type { Credentials } from './login-mode';
import { toast } from '../../../lib/feedback';
import { useSingleFlight } from '@zhuyun/ui';

interface FullRegisterValues {
  user_no: string;
  user_name: string;
  password: string;
  confirm_password: string;
  phone: string;
  code: string;
}

/** The full register form (spec-1 §3); on success the card returns to password login and signs in with these credentials. */
export function FullRegisterForm({ onRegistered }: { onRegistered: (credentials: Credentials) => void }) {
  const [form] = Form.useForm<FullRegisterValues>();
  const register = useScanRegister();

  const submit = useSingleFlight(async (values: FullRegisterValues) => {
    try {
      await register.mutateAsync({ ...values, user_type: userTypeOfHost() });
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    toast.success(Msg.registered);
    onRegistered({ user_no: values.user_no, password: values.password });
  });

  return (
    <Form form={form} onFinish={(values) => void submit(values)}>
      <Form.Item name="user_no" rules={registerRules.user_no} normalize={stripUserNo}>
        <Input prefix={<UserOutlined />} placeholder="请输入用户名（字母或数字）" autoComplete="username" />
      </Form.Item>
      <Form.Item name="user_name" rules={registerRules.user_name}>
        <Input prefix={<IdcardOutlined />} placeholder="请输入姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item name="password" validateFirst rules={registerRules.password}>
        <Password prefix={<LockOutlined />} placeholder="请输入密码（6-20位）" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_password" validateFirst dependencies={['password']} rules={registerRules.confirm_password(form)}>
        <Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="phone" validateFirst rules={registerRules.phone} normalize={capPhoneInput}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <CodeField form={form} usageCode={UsageCode.register} rules={registerRules.code} />
      <SubmitButton block pending={register.isPending}>
        注册
      </SubmitButton>
    </Form>
  );
}
