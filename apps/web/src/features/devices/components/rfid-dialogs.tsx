import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { deviceAssets, routes } from '@zhuyun/contracts';

const { DeviceMsg } = deviceAssets;

/** 批量发放: `count` codes from `prefix` + an 8-digit number from `start`. */
export function BatchIssueDialog({ open, close, done }: { open: boolean; close: () => void; done: (created: number) => void }) {
  const client = useApiClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const answer = await client.call(deviceAssets.batchIssueRfidTags, v);
      done(answer.created);
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="批量发放标签" open={open} onCancel={close} onOk={submit} confirmLoading={busy} okText="发放" destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ start: 1, count: 100 }}>
        <Form.Item name="prefix" label="编码前缀" rules={[{ required: true, pattern: /^[A-Za-z0-9]{1,16}$/, message: DeviceMsg.prefixInvalid }]}>
          <Input maxLength={16} placeholder="如 E2801170" />
        </Form.Item>
        <Form.Item name="start" label="起始序号" rules={[{ required: true, message: DeviceMsg.startInvalid }]}>
          <InputNumber min={0} max={99_999_999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="count" label="发放数量" rules={[{ required: true, message: DeviceMsg.countInvalid }]}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="batch_no" label="批次号">
          <Input maxLength={32} placeholder="不填则按日期生成" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 绑定构件: searches the unit's components by number; an empty choice unbinds. */
export function BindComponentDialog({ tag, close, done }: { tag: { rfid_id: string; tag_code: string; component_id: string | null } | null; close: () => void; done: () => void }) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    queryKey: ['devices', 'components', search],
    queryFn: ({ signal }) => client.call(routes.listComponents, { search: search || undefined, page: 1, page_size: 20 }, { signal, silent: true }),
    enabled: Boolean(tag),
  });
  const submit = async () => {
    if (!tag) return;
    setBusy(true);
    try {
      await client.call(deviceAssets.bindRfidTag, { rfid_id: tag.rfid_id, component_id: choice });
      done();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={`绑定构件：${tag?.tag_code ?? ''}`} open={Boolean(tag)} onCancel={close} onOk={submit} confirmLoading={busy} okText={choice ? '绑定' : '解绑'} destroyOnHidden>
      <Select
        showSearch
        allowClear
        style={{ width: '100%' }}
        placeholder="输入构件编号搜索；清空则解绑"
        filterOption={false}
        onSearch={setSearch}
        value={choice ?? undefined}
        onChange={(v) => setChoice((v as string | undefined) ?? null)}
        loading={found.isFetching}
        options={(found.data?.list ?? []).map((c) => ({ value: c.component_id, label: `${c.cp_num}（${c.project_name ?? ''}）` }))}
      />
    </Modal>
  );
}
