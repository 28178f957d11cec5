import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';
import { deviceKeys, useRecordApi } from '../api/device-api';
import { deviceKindOptions } from '../components/options';

type Row = ResponseOf<typeof deviceAssets.listUseRecords>['list'][number];
const { DeviceMsg, DEVICE_KIND_NAMES } = deviceAssets;
const time = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '使用中');

/** /useRecord: who used which device, from when to when, for what. */
export function UseRecordPage() {
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'device_name',
      title: '设备',
      search: { kind: 'input', name: 'search', placeholder: '搜索设备、使用人或用途', width: 240 },
      form: { kind: 'input', required: DeviceMsg.deviceNameRequired, max: 100 },
    },
    {
      key: 'device_kind',
      title: '设备类型',
      search: { kind: 'select', options: deviceKindOptions },
      form: { kind: 'select', options: deviceKindOptions, required: DeviceMsg.deviceKindInvalid },
      render: (v) => DEVICE_KIND_NAMES[v as string] ?? String(v),
    },
    { key: 'user_name', title: '使用人', form: { kind: 'input', required: DeviceMsg.userNameRequired, max: 50 } },
    { key: 'purpose', title: '用途', form: { kind: 'textarea', max: 200 }, render: (v) => (v as string | null) ?? '—' },
    { key: 'start_time', title: '开始时间', sortable: true, form: { kind: 'date', required: DeviceMsg.startTimeRequired }, render: time },
    { key: 'end_time', title: '结束时间', form: { kind: 'date' }, render: time },
  ];
  return (
    <ResourcePage<Row>
      title="使用记录"
      noun="使用记录"
      api={useRecordApi}
      queryKey={deviceKeys.uses}
      rowKey="use_id"
      columns={columns}
      initialSort={{ field: 'start_time', order: 'desc' }}
      describe={(r) => `${r.device_name}（${r.user_name}）`}
      initialValues={(r) => (r ? { ...r, start_time: r.start_time.slice(0, 10), end_time: r.end_time?.slice(0, 10) ?? null } : {})}
    />
  );
}
