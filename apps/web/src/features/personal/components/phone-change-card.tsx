import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { isApiError } from '@zhuyun/client';
import { Limits, PersonalMsg, isMobilePhone, routes } from '@zhuyun/contracts';
import { SendCodeButton, useApiClient, useSingleFlight } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useChangePhone } from '../api/personal-api';

interface Values {
  phone: string;
  code: string;
}

/** 更换手机号: a code goes to the NEW phone; the number changes only when that code comes back right. */
export function PhoneChangeCard({ current }: { current: string }) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const change = useChangePhone();
  const [sentTo, setSentTo] = useState<string | null>(null);

  /** Why the typed number cannot get a code, checked here so the button never waits on the form's validation. */
  const problemOf = (phone: string) =>
    !phone ? PersonalMsg.newPhoneRequired : !isMobilePhone(phone) ? PersonalMsg.newPhoneInvalid : phone === current ? PersonalMsg.newPhoneSame : null;

  const send = async () => {
    const phone = String(form.getFieldValue('phone') ?? '').trim();
    const problem = problemOf(phone);
    if (problem) {
      form.setFields([{ name: 'phone', errors: [problem] }]);
      return false;
    }
    try {
      await client.call(routes.sendPhoneChangeCode, { phone });
      setSentTo(phone);
      toast.success(`验证码已发送至 ${phone}`);
      return true;
    } catch {
      // The client's policy shows the server's refusal (10003 该手机号已注册, 10105 …).
      return false;
    }
  };

  const submit = useSingleFlight(async (v: Values) => {
    try {
      const answer = await change.mutateAsync({ phone: v.phone, code: v.code });
      toast.success(answer.msg);
      form.resetFields();
      setSentTo(null);
    } catch (error) {
      if (isApiError(error)) form.setFields([{ name: 'code', errors: [error.message] }]);
    }
  });

  return (
    <Card title="更换手机号">
      <p>当前手机号：{current}</p>
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void submit(v)}>
        <Form.Item
          label="新手机号"
          name="phone"
          rules={[{ validator: (_, v?: string) => { const problem = problemOf(String(v ?? '').trim()); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }]}
        >
          <Input maxLength={Limits.phoneLength} placeholder="请输入新手机号" />
        </Form.Item>
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: PersonalMsg.codeRequired }]}>
              <Input maxLength={6} placeholder="请输入新手机号收到的验证码" aria-label="验证码" />
            </Form.Item>
            <SendCodeButton onSend={send} waitSeconds={Limits.codeResendSeconds} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} disabled={!sentTo}>
          确认更换
        </Button>
      </Form>
    </Card>
  );
}
