import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import type { ResponseOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { AreaCascader } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useSaveProject } from '../api/use-projects';

type Row = ResponseOf<typeof project.getProjectManageList>['list'][number];
const { ProjectMsg, PROJECT_STATUS_NAMES, BUILDING_TYPES } = project;

interface Values {
  project_code: string;
  project_name: string;
  area?: string[];
  area_id?: number;
  address?: string;
  building_area?: number;
  building_type?: string;
  status: number;
  dates?: [dayjs.Dayjs | null, dayjs.Dayjs | null];
  remark?: string;
}

/** Create or edit a project; the project code must be unique in the company (the server answers 项目编码已存在). */
export function ProjectFormDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProject();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        ...editing,
        address: editing.address ?? undefined,
        area: [editing.province_no, editing.city_no, editing.area_no].filter((c): c is string => Boolean(c)),
        area_id: editing.area_id ?? undefined,
        building_area: editing.building_area ?? undefined,
        building_type: editing.building_type ?? undefined,
        remark: editing.remark ?? undefined,
        dates: [editing.start_date ? dayjs(editing.start_date) : null, editing.end_date ? dayjs(editing.end_date) : null],
      });
    }
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      project_id: editing?.project_id,
      project_code: v.project_code,
      project_name: v.project_name,
      area_id: v.area_id ?? null,
      address: v.address ?? null,
      building_area: v.building_area ?? null,
      building_type: v.building_type ?? null,
      status: v.status,
      start_date: v.dates?.[0]?.format('YYYY-MM-DD') ?? null,
      end_date: v.dates?.[1]?.format('YYYY-MM-DD') ?? null,
      remark: v.remark ?? null,
    });
    toast.success(ProjectMsg.saved);
    onClose();
  };

  return (
    <Modal open={open} title={editing ? '编辑项目' : '新建项目'} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={save.isPending} width={640} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ status: 1 }}>
        <Form.Item name="project_code" label="项目编码" rules={[{ required: true, whitespace: true, message: ProjectMsg.projectCodeRequired }, { max: 64, message: ProjectMsg.projectCodeTooLong }]}>
          <Input placeholder="请输入项目编码" />
        </Form.Item>
        <Form.Item name="project_name" label="项目名称" rules={[{ required: true, whitespace: true, message: ProjectMsg.projectNameRequired }, { max: 100, message: ProjectMsg.projectNameTooLong }]}>
          <Input placeholder="请输入项目名称" />
        </Form.Item>
        <Form.Item name="area" label="所在地区">
          <AreaCascader onChange={(_, choice) => form.setFieldValue('area_id', choice?.area_id)} />
        </Form.Item>
        <Form.Item name="area_id" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="address" label="详细地址">
          <Input placeholder="请输入详细地址" />
        </Form.Item>
        <Form.Item name="building_area" label="建筑面积（㎡）">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="building_type" label="建筑类型">
          <Select allowClear options={BUILDING_TYPES.map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="status" label="项目状态">
          <Select options={Object.entries(PROJECT_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
        <Form.Item
          name="dates"
          label="开工 / 竣工日期"
          rules={[{ validator: async (_, d?: Values['dates']) => (d?.[0] && d?.[1] && d[1].isBefore(d[0]) ? Promise.reject(new Error(ProjectMsg.endBeforeStart)) : undefined) }]}
        >
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
