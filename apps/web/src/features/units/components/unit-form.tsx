import { useNavigate } from 'react-router';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { Msg } from '@zhuyun/contracts';
import type { LngLat } from '@zhuyun/ui';
import { useBusinessTypes } from '../api/get-business-types';
import { useCreateCompany } from '../api/create-company';
import { toast } from '../../../lib/feedback';
import { UnitsText } from '../units.texts';
import { AreaField, type AreaValue } from './area-field';
import { MapPointField } from './map-point-field';
import { useSingleFlight } from '@zhuyun/ui';

interface UnitFormValues {
  business_type: string[];
  company_name: string;
  small_name: string;
  area: AreaValue;
  addr: string;
  point: LngLat;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** 创建单位 (spec-1 §3, §5): every field's message of the spec; business types go as business_types joined by commas. */
export function UnitForm() {
  const [form] = Form.useForm<UnitFormValues>();
  const navigate = useNavigate();
  const types = useBusinessTypes();
  const create = useCreateCompany();

  const submit = useSingleFlight(async (v: UnitFormValues) => {
    try {
      const answer = await create.mutateAsync({
        business_types: v.business_type.join(','),
        company_name: v.company_name.trim(),
        small_name: v.small_name.trim(),
        area_id: v.area.area_id,
        addr: v.addr.trim(),
        jd: v.point.lng,
        wd: v.point.lat,
      });
      toast.success(answer.msg || Msg.created);
      void navigate('/workbenchMyUnit', { replace: true });
    } catch {
      // the client's error policy has shown the server's msg (单位名称已存在 …)
    }
  });

  return (
    <Card className="unit-form-card" title={UnitsText.createUnit}>
      <Form form={form} labelCol={{ flex: '112px' }} wrapperCol={{ flex: 'auto' }} onFinish={(v) => void submit(v)} scrollToFirstError>
        <Form.Item label={UnitsText.businessType} name="business_type" rules={[{ required: true, type: 'array', min: 1, message: Msg.businessTypeRequired }]}>
          <Select
            mode="multiple"
            placeholder="请选择业务类型（可多选）"
            loading={types.isPending}
            status={types.isError ? 'error' : undefined}
            notFoundContent={types.isError ? '业务类型加载失败，请刷新重试' : undefined}
            options={(types.data?.list ?? []).map((t) => ({ value: t.value, label: t.name }))}
          />
        </Form.Item>
        <Form.Item label={UnitsText.unitName} name="company_name" rules={required(Msg.companyNameRequired)}>
          <Input maxLength={100} placeholder="请输入单位全称" />
        </Form.Item>
        <Form.Item label={UnitsText.smallName} name="small_name" rules={required(Msg.smallNameRequired)}>
          <Input maxLength={50} placeholder="请输入单位简称" />
        </Form.Item>
        <Form.Item label={UnitsText.unitArea} name="area" rules={[{ required: true, message: Msg.unitAreaRequired }]}>
          <AreaField />
        </Form.Item>
        <Form.Item label={UnitsText.addr} name="addr" rules={required(Msg.addrRequired)}>
          <Input maxLength={200} placeholder="请输入详细地址（街道、门牌号）" />
        </Form.Item>
        <Form.Item label={UnitsText.position} name="point" rules={[{ required: true, message: Msg.positionRequired }]}>
          <MapPointField />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 0 }} style={{ textAlign: 'right', marginBottom: 0 }}>
          <Button onClick={() => void navigate('/workbenchMyUnit')} style={{ marginRight: 8 }}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {UnitsText.save}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
