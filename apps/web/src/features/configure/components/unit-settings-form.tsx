import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Skeleton from 'antd/es/skeleton';
import { config, routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient, useSingleFlight } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { configKeys, useCompanySettings } from '../api/config-api';

const { ConfigMsg, NAME_RULE } = config;
type Values = Omit<RequestOf<typeof routes.saveCompanySettings>, 'timeStamp' | 'randomNum'>;

/** The unit's settings: the numbering rule, the maps' default centre and zoom, and the session idle limit within the platform's bounds. */
export function UnitSettingsForm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { data, isLoading, isError } = useCompanySettings();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const save = useSingleFlight(async (values: Values) => {
    setSaving(true);
    try {
      await client.call(routes.saveCompanySettings, values);
      toast.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: configKeys.settings });
    } finally {
      setSaving(false);
    }
  });
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Alert type="error" title="单位设置加载失败" showIcon />;
  const { min, max } = data.idle_bounds;

  const range = (message: string, lo: number, hi: number, integer = false) => ({
    validator: (_: unknown, v: number | null) => (v != null && v >= lo && v <= hi && (!integer || Number.isInteger(v)) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => void save(v).catch(() => undefined)}>
      <Form.Item name="name_rule" label="项目编号规则" extra="可用 {yyyy} 年、{mm} 月、{dd} 日、{seq} 序号；须含 {seq}" rules={[{ required: true, pattern: NAME_RULE, message: ConfigMsg.nameRuleInvalid }]}>
        <Input maxLength={60} placeholder="XM-{yyyy}{mm}-{seq}" />
      </Form.Item>
      <Form.Item name="map_lon" label="地图默认中心经度" rules={[range(ConfigMsg.lonInvalid, -180, 180)]}>
        <InputNumber style={{ width: '100%' }} step={0.0001} />
      </Form.Item>
      <Form.Item name="map_lat" label="地图默认中心纬度" rules={[range(ConfigMsg.latInvalid, -90, 90)]}>
        <InputNumber style={{ width: '100%' }} step={0.0001} />
      </Form.Item>
      <Form.Item name="map_zoom" label="地图默认缩放级别" rules={[range(ConfigMsg.zoomInvalid, 3, 18, true)]}>
        <InputNumber style={{ width: '100%' }} precision={0} />
      </Form.Item>
      <Form.Item name="session_idle_minutes" label={`会话空闲时长（分钟，${min}–${max}）`} rules={[range(`${ConfigMsg.idleInvalid}（${min}–${max} 分钟）`, min, max, true)]}>
        <InputNumber style={{ width: '100%' }} precision={0} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
