import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useApiClient } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';

type Table = ResponseOf<typeof deviceAssets.listCustomTables>['list'][number];
const { DeviceMsg, COLUMN_TYPES, COLUMN_TYPE_NAMES } = deviceAssets;
const typeOptions = COLUMN_TYPES.map((value) => ({ value, label: COLUMN_TYPE_NAMES[value] }));

/** A table's name and its columns (key, title, type, required, options of a choice column), edited as a list. */
export function TableDialog({ open, editing, close, saved }: { open: boolean; editing: Table | null; close: () => void; saved: () => void }) {
  const client = useApiClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    const body = { table_name: v.table_name, remark: v.remark ?? null, columns: v.columns.map((c: Record<string, unknown>) => ({ ...c, required: Boolean(c.required), options: c.options ?? [] })) };
    setBusy(true);
    try {
      if (editing) await client.call(deviceAssets.updateCustomTable, { table_id: editing.table_id, ...body });
      else await client.call(deviceAssets.createCustomTable, body);
      saved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={editing ? '编辑表格' : '新增表格'} open={open} onCancel={close} onOk={submit} confirmLoading={busy} width={760} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={editing ?? { columns: [{ key: 'name', title: '名称', type: 'text', required: true }] }}>
        <Form.Item name="table_name" label="表格名称" rules={[{ required: true, whitespace: true, message: DeviceMsg.tableNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.List name="columns">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="start" wrap>
                  <Form.Item name={[f.name, 'key']} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]*$/, message: DeviceMsg.columnKeyInvalid }]}>
                    <Input placeholder="列标识" maxLength={30} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'title']} rules={[{ required: true, whitespace: true, message: DeviceMsg.columnTitleRequired }]}>
                    <Input placeholder="列名称" maxLength={30} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'type']} rules={[{ required: true, message: DeviceMsg.columnTypeInvalid }]}>
                    <Select options={typeOptions} placeholder="类型" style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'options']}>
                    <Select mode="tags" placeholder="单选项" style={{ width: 180 }} tokenSeparators={[',', '，']} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'required']} valuePropName="checked">
                    <Checkbox>必填</Checkbox>
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length === 1}>
                    删除列
                  </Button>
                </Space>
              ))}
              <Button type="dashed" block onClick={() => add({ type: 'text' })} disabled={fields.length >= 30}>
                添加列
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label="备注" style={{ marginTop: 16 }}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
