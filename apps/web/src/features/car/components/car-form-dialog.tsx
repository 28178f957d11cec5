import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { car } from '@zhuyun/contracts';
import { useCarTypes, useSaveCar } from '../api/use-cars';

type Row = ResponseOf<typeof car.listCars>['list'][number];
const { CarMsg } = car;

/** Create or edit a car: plate, type, driver, phone and the GPS device that reports its track. */
export function CarFormDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const types = useCarTypes();
  const save = useSaveCar();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ ...v, car_id: editing?.car_id });
    toast.success('保存成功');
    onClose();
  };

  return (
    <Modal open={open} title={editing ? '编辑车辆' : '新增车辆'} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item
          name="car_num"
          label="车牌号"
          rules={[
            { required: true, whitespace: true, message: CarMsg.carNumRequired },
            { pattern: /^[\u4e00-\u9fa5][A-Za-z][A-Za-z0-9]{5,6}$/, message: CarMsg.carNumInvalid },
          ]}
        >
          <Input placeholder="如 浙A12345" />
        </Form.Item>
        <Form.Item name="car_type" label="车辆类型">
          <Select allowClear loading={types.isLoading} options={types.data?.list.map((t) => ({ value: t.car_type, label: t.car_type_name }))} />
        </Form.Item>
        <Form.Item name="leader" label="司机">
          <Input />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ pattern: /^1\d{10}$/, message: CarMsg.phoneInvalid }]}>
          <Input />
        </Form.Item>
        <Form.Item name="gps_num" label="GPS编号">
          <Input />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
