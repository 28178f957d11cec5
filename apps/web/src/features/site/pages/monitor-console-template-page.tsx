import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import { site } from '@zhuyun/contracts';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { ProjectPicker } from '../components/project-picker';
import { DEFAULT_SCREEN, SCREEN_PANELS, loadScreen, saveScreen, type ScreenConfig, type ScreenPanel } from '../lib/screen-config';

const panelOptions = (Object.keys(SCREEN_PANELS) as ScreenPanel[]).map((k) => ({ value: k, label: SCREEN_PANELS[k] }));
const metricOptions = site.METRICS_OF_KIND.environment.map((m) => ({ value: m, label: site.METRIC_LABELS[m].label }));

/** /monitorConsoleInsTemp: a project's screen layout — its title, which panels, which trend metrics. */
export function MonitorConsoleTemplatePage() {
  const current = useCurrentProjectStore((s) => s.current?.project_id);
  const [projectId, setProjectId] = useState<string | undefined>(current);
  const [form] = Form.useForm<ScreenConfig>();
  const [toast, holder] = message.useMessage();
  const pick = (id: string | undefined) => {
    setProjectId(id);
    form.setFieldsValue(loadScreen(id));
  };
  return (
    <Card title="监控台模板" extra={<ProjectPicker value={projectId} onChange={pick} />}>
      {holder}
      <Form<ScreenConfig>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={loadScreen(projectId)}
        onFinish={(values) => {
          saveScreen(projectId, values);
          void toast.success('大屏模板已保存');
        }}
      >
        <Form.Item name="title" label="大屏标题" rules={[{ required: true, message: '大屏标题不能为空' }, { max: 50, message: '大屏标题不能超过50个字' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="panels" label="展示模块">
          <Checkbox.Group options={panelOptions} />
        </Form.Item>
        <Form.Item name="metrics" label="趋势图指标">
          <Checkbox.Group options={metricOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
        <Button style={{ marginLeft: 8 }} onClick={() => form.setFieldsValue(DEFAULT_SCREEN)}>
          恢复默认
        </Button>
      </Form>
    </Card>
  );
}
