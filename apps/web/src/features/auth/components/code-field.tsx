import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import type { FormInstance, FormRule } from 'antd';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Limits } from '@zhuyun/contracts';
import { SendCodeButton } from '@zhuyun/ui';
import { useSendCodeAction } from '../hooks/use-send-code-action';

interface CodeFieldProps {
  form: FormInstance;
  usageCode: 1 | 2;
  rules: FormRule[];
  size?: 'middle' | 'large';
}

/** The verification-code input with its send button; the code goes to the phone the form holds. */
export function CodeField({ form, usageCode, rules, size }: CodeFieldProps) {
  const onSend = useSendCodeAction(form, usageCode);
  return (
    <Form.Item required>
      <Flex gap={8}>
        <Form.Item name="code" rules={rules} noStyle>
          <Input size={size} prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <SendCodeButton size={size} onSend={onSend} waitSeconds={Limits.codeResendSeconds} style={{ width: 116, flex: 'none' }} />
      </Flex>
    </Form.Item>
  );
}
