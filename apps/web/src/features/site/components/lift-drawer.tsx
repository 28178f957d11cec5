import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import type { site } from '@zhuyun/contracts';
import { useLiftWork } from '../api/site-api';
import { LiftPanel } from './lift-panel';
import { timeText } from './format';

/** One lift: its state now and its working cycles of the last day (ele_work_data), newest first. */
export function LiftDrawer({ lift, onClose }: { lift: site.SiteDeviceRow | null; onClose: () => void }) {
  const work = useLiftWork(lift?.device_id ?? null);
  const rows = [...(work.data?.list ?? [])].reverse();
  return (
    <Drawer open={lift !== null} onClose={onClose} title={lift ? `${lift.device_name} 运行数据` : ''} size="large" destroyOnHidden>
      {lift && <LiftPanel deviceId={lift.device_id} />}
      <Table
        style={{ marginTop: 16 }}
        size="small"
        rowKey="at"
        loading={work.isPending}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: work.isError ? '运行数据加载失败' : '暂无运行数据' }}
        columns={[
          { key: 'at', dataIndex: 'at', title: '时间', render: (v: string) => timeText(v) },
          { key: 'load', dataIndex: 'lift_load', title: '载重（kg）', render: (v: number | null) => v ?? '—' },
          { key: 'height', dataIndex: 'lift_height', title: '高度（m）', render: (v: number | null) => v ?? '—' },
          { key: 'speed', dataIndex: 'lift_speed', title: '速度（m/s）', render: (v: number | null) => v ?? '—' },
        ]}
      />
    </Drawer>
  );
}
