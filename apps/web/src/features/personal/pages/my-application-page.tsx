import { useNavigate } from 'react-router';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import { useSessionStore } from '../../../lib/session-store';
import { useMySystems, type SystemRow } from '../api/personal-api';
import { QueryFrame } from '../components/query-frame';
import { ReviewTag } from '../components/review-tag';

/**
 * /myApplication: the business systems of my current unit and the unit's authorisation in each — what I can open
 * now, what is waiting, what was refused and why. Applying is the unit's, on /workbenchBusinessSystemApp.
 */
export function MyApplicationPage() {
  const navigate = useNavigate();
  const companyId = useSessionStore((s) => s.userInfo?.comp_id ?? null);
  const systems = useMySystems(companyId);
  if (!companyId) return <Card title="我的应用"><Empty description="请先进入单位" /></Card>;
  return (
    <Card
      title="我的应用"
      extra={
        <Button onClick={() => void navigate('/workbenchBusinessSystemApp')}>
          申请授权
        </Button>
      }
    >
      <QueryFrame query={systems} failed="应用加载失败">
        {(data) => (
          <Table<SystemRow>
            size="small"
            rowKey="sid"
            pagination={false}
            dataSource={data.list}
            columns={[
              { title: '应用', dataIndex: 'system_name', key: 'system_name' },
              { title: '类型', dataIndex: 'kind', key: 'kind', render: (k: number) => (k === 1 ? '业务子系统' : '外部平台') },
              { title: '授权状态', dataIndex: 'status', key: 'status', render: (s: number) => <ReviewTag status={s} /> },
              { title: '申请时间', dataIndex: 'applied_at', key: 'applied_at', render: (at: string | null) => (at ? new Date(at).toLocaleDateString('zh-CN') : '—') },
              { title: '审核意见', dataIndex: 'remark', key: 'remark', render: (r: string | null) => r ?? '—' },
            ]}
          />
        )}
      </QueryFrame>
    </Card>
  );
}
