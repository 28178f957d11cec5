import { SubmitButton } from './submit-button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import { LoginType, UsageCode, capPhoneInput } from '@zhuyun/contracts';
import { useSignIn } from '../hooks/use-sign-in';
import { CodeField } from './code-field';
import { loginRules } from './form-rules';

interface PhoneLoginValues {
  phone: string;
  code: string;
}

/** Phone-and-code login: the code is requested with usage_code 1. */
export function PhoneLoginForm() {
  const [form] = Form.useForm<PhoneLoginValues>();
  const { signIn, pending } = useSignIn();

  return (
    <Form form={form} onFinish={(values) => void signIn({ login_type: LoginType.phone, ...values })}>
      <Form.Item name="phone" rules={loginRules.phone} normalize={capPhoneInput}>
        <Input size="large" prefix={<MobileOutlined />} placeholder="请输入手机号" inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <CodeField form={form} usageCode={UsageCode.login} rules={loginRules.code} size="large" />
      <SubmitButton size="large" block pending={pending}>
        登录
      </SubmitButton>
    </Form>
  );
}
