import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';
import { bindRecordApi, deviceKeys } from '../api/device-api';
import { TARGET_TYPE_NAMES, bindActionOptions, deviceKindOptions } from '../components/options';

type Row = ResponseOf<typeof deviceAssets.listBindRecords>['list'][number];

/** /bindRecord: who bound or unbound which reader or tag to what, and when (written by the server, read-only here). */
export function BindRecordPage() {
  const [params] = useSearchParams();
  const columns: ResourceColumn<Row>[] = [
    { key: 'device_name', title: '设备', search: { kind: 'input', name: 'search', placeholder: '搜索设备、对象或操作人', initial: params.get('search') ?? undefined, width: 240 } },
    {
      key: 'device_kind',
      title: '设备类型',
      search: { kind: 'select', options: deviceKindOptions, initial: params.get('device_kind') ?? undefined },
      render: (v) => deviceAssets.DEVICE_KIND_NAMES[v as string] ?? String(v),
    },
    {
      key: 'action',
      title: '操作',
      search: { kind: 'select', options: bindActionOptions },
      render: (v) => <Tag color={v === 1 ? 'blue' : 'default'}>{v === 1 ? '绑定' : '解绑'}</Tag>,
      exportValue: (r) => (r.action === 1 ? '绑定' : '解绑'),
    },
    { key: 'target_type', title: '对象类型', render: (v) => TARGET_TYPE_NAMES[v as string] ?? '—' },
    { key: 'target_name', title: '绑定对象', render: (v) => (v as string | null) ?? '—' },
    { key: 'user_name', title: '操作人', render: (v) => (v as string | null) ?? '—' },
    { key: 'created_at', title: '时间', sortable: true, render: (v) => dayjs(v as string).format('YYYY-MM-DD HH:mm') },
  ];
  return (
    <ResourcePage<Row>
      title="绑定记录"
      noun="绑定记录"
      api={bindRecordApi}
      queryKey={deviceKeys.binds}
      rowKey="record_id"
      columns={columns}
      initialSort={{ field: 'created_at', order: 'desc' }}
    />
  );
}
