import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Steps, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { component } from '@zhuyun/contracts';
import { useComponents } from '../api/use-component-queries';
import { QrImage } from '../components/qr-image';

const STEPS = component.PROGRESS_STEPS.filter((s) => s.date_field !== null);
const { COMPONENT_DECIMALS } = component;

/** A stored double shown with its field's decimals: 1.7999999999999998 m³ reads 1.800. */
const quantity = (value: number | null, decimals: number) => (value === null ? '—' : value.toFixed(decimals));

/** /componentDetails?id=…: one component with its steps, inspection result, car and QR label. */
export function ComponentDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const found = useComponents({ component_id: id, per_page: 1 }, Boolean(id));
  const c = found.data?.list[0];

  if (found.isLoading) return <Card variant="borderless"><Skeleton active /></Card>;
  if (found.isError)
    return (
      <Card variant="borderless">
        <Alert type="error" showIcon title="构件加载失败" action={<Button onClick={() => void found.refetch()}>重试</Button>} />
      </Card>
    );
  if (!c) return <Card variant="borderless"><Empty description="构件不存在" /></Card>;

  return (
    <Card
      variant="borderless"
      title={`构件 ${c.cp_num}`}
      extra={<Button onClick={() => void navigate(`/componList?project_id=${c.project_id}`)}>返回列表</Button>}
    >
      <Space align="start" size="large" wrap>
        <Space orientation="vertical" size="large" style={{ minWidth: 480 }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="构件编号">{c.cp_num}</Descriptions.Item>
            <Descriptions.Item label="构件类型">{c.cp_type_name ?? c.cp_type}</Descriptions.Item>
            <Descriptions.Item label="所属项目">{c.project_name}</Descriptions.Item>
            <Descriptions.Item label="楼栋 / 楼层">{`${c.build_no ?? '—'} / ${c.floor_no ?? '—'}`}</Descriptions.Item>
            <Descriptions.Item label="体积(m³)">{quantity(c.volume, COMPONENT_DECIMALS.volume)}</Descriptions.Item>
            <Descriptions.Item label="重量(t)">{quantity(c.weight, COMPONENT_DECIMALS.weight)}</Descriptions.Item>
            <Descriptions.Item label="生产厂家">{c.factory_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="运输车辆">{c.car_num ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="检验结果">
              {c.report_result === 1 ? <Tag color="green">合格</Tag> : c.report_result === 2 ? <Tag color="red">不合格</Tag> : '未检验'}
            </Descriptions.Item>
            <Descriptions.Item label="检验日期">{c.report_date ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Steps
            current={Math.max(0, c.progress - 1)}
            status={c.progress === 0 ? 'wait' : 'process'}
            items={STEPS.map((s) => ({
              title: s.name,
              description: (s.date_field && c[s.date_field]) || (c.progress >= s.progress ? '—' : '未完成'),
              status: c.progress >= s.progress ? 'finish' : 'wait',
            }))}
          />
        </Space>
        <Space orientation="vertical" align="center">
          <QrImage id={c.component_id} size={180} alt={`${c.cp_num} 二维码`} />
          <a href={`/memberQrCode?id=${c.component_id}`} target="_blank" rel="noreferrer">
            打开追溯页
          </a>
        </Space>
      </Space>
    </Card>
  );
}
