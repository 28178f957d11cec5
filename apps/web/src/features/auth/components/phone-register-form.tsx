import { useState } from 'react';
import { SubmitButton } from './submit-button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import { UsageCode, capPhoneInput } from '@zhuyun/contracts';
import { usePhoneRegister } from '../api/phone-register';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { userTypeOfHost } from '../../../lib/host';
import { CodeField } from './code-field';
import { registerRules } from './form-rules';
import { toast } from '../../../lib/feedback';
import { useSingleFlight } from '@zhuyun/ui';

interface PhoneRegisterValues {
  phone: string;
  code: string;
}

/** Register with phone and code alone; the answer's token signs the person in like a login. */
export function PhoneRegisterForm() {
  const [form] = Form.useForm<PhoneRegisterValues>();
  const { mutateAsync } = usePhoneRegister();
  const finish = useFinishSignIn();
  const [pending, setPending] = useState(false);

  const submit = useSingleFlight(async (values: PhoneRegisterValues) => {
    setPending(true);
    try {
      const created = await mutateAsync({ ...values, user_type: userTypeOfHost() });
      await finish(created, { registered: true });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPending(false);
    }
  });

  return (
    <Form form={form} onFinish={(values) => void submit(values)}>
      <Form.Item name="phone" validateFirst rules={registerRules.phone} normalize={capPhoneInput}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <CodeField form={form} usageCode={UsageCode.register} rules={registerRules.code} />
      <SubmitButton block pending={pending}>
        注册并登录
      </SubmitButton>
      <p className="login-card__hint login-card__note">验证通过后将用该手机号创建账号并直接登录</p>
    </Form>
  );
}
