import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';

interface SampleValues {
  name: string;
  age: number;
}

export const SampleMsg = {
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过20个字符',
  ageRequired: '请输入年龄',
  ageRange: '年龄须为0到150之间的整数',
} as const;

/**
 * /sample, the demo form of spec-1 §2 "Other pages": a name and an age, validated in the browser; 提交 shows what was
 * accepted (it sends nothing: the page shows how a form of the platform behaves).
 */
export function SamplePage() {
  const [form] = Form.useForm<SampleValues>();
  const [submitted, setSubmitted] = useState<SampleValues | null>(null);
  return (
    <Card title="示例表单">
      <Form<SampleValues> form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 12 }} onFinish={(v) => setSubmitted({ name: v.name.trim(), age: v.age })}>
        <Form.Item
          label="姓名"
          name="name"
          rules={[
            { required: true, whitespace: true, message: SampleMsg.nameRequired },
            { max: 20, message: SampleMsg.nameTooLong },
          ]}
        >
          <Input placeholder="请输入姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          label="年龄"
          name="age"
          rules={[
            { required: true, message: SampleMsg.ageRequired },
            { type: 'integer', min: 0, max: 150, message: SampleMsg.ageRange },
          ]}
        >
          <InputNumber placeholder="请输入年龄" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" htmlType="submit">
              提交
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setSubmitted(null);
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {submitted && (
        <Descriptions
          title="已提交"
          column={1}
          items={[
            { key: 'name', label: '姓名', children: submitted.name },
            { key: 'age', label: '年龄', children: submitted.age },
          ]}
        />
      )}
    </Card>
  );
}
