import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DeviceKeyButton, DeviceKeyStateTag, ResourcePage, deviceKeyStateText, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';
import { deviceKeys, readerApi, useBindTargets } from '../api/device-api';
import { bindTypeOptions, onlineOptions, statusOptions } from '../components/options';

type Row = ResponseOf<typeof deviceAssets.listReaders>['list'][number];
const { DeviceMsg, BIND_TYPE_NAMES, DEVICE_STATUS_NAMES, BindType, DEFAULT_READER_INTERVAL } = deviceAssets;

/**
 * /reader: Bluetooth readers, what each is bound to (a yard, a gate or a car; each change of binding is recorded),
 * whether it reports (online, last seen, its interval) and its device key for the reads upload.
 */
export function ReaderListPage() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const { yards, cars } = useBindTargets();
  const targets = [...yards.map((y) => ({ ...y, label: `堆场：${y.label}` })), ...cars.map((c) => ({ ...c, label: `车辆：${c.label}` }))];
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'reader_name',
      title: '读写器名称',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索名称、编号或绑定对象', width: 240 },
      form: { kind: 'input', required: DeviceMsg.readerNameRequired, max: 50 },
    },
    { key: 'reader_sn', title: '设备编号', sortable: true, form: { kind: 'input', required: DeviceMsg.readerSnRequired, max: 64 } },
    {
      key: 'bind_type',
      title: '绑定类型',
      search: { kind: 'select', options: bindTypeOptions },
      form: { kind: 'select', options: bindTypeOptions },
      render: (v) => BIND_TYPE_NAMES[v as number],
    },
    { key: 'bind_id', title: '堆场或车辆', hideInTable: true, exportValue: false, form: { kind: 'select', options: targets, placeholder: '绑定堆场或车辆时选择' } },
    { key: 'bind_name', title: '绑定对象', form: { kind: 'input', max: 100, label: '门岗名称', placeholder: '绑定门岗时填写' }, render: (v) => (v as string | null) ?? '—' },
    {
      key: 'status',
      title: '状态',
      search: { kind: 'select', options: statusOptions },
      form: { kind: 'select', options: statusOptions },
      render: (v) => <Tag color={v === 1 ? 'green' : 'default'}>{DEVICE_STATUS_NAMES[v as number]}</Tag>,
      exportValue: (r) => DEVICE_STATUS_NAMES[r.status],
    },
    {
      key: 'online',
      title: '在线状态',
      search: { kind: 'select', options: onlineOptions },
      render: (v) => (v ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>),
      exportValue: (r) => (r.online ? '在线' : '离线'),
    },
    { key: 'last_seen_at', title: '最近上报', sortable: true, render: (v) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm:ss') : '—') },
    {
      key: 'key_state',
      title: '设备密钥',
      render: (_v, r) => <DeviceKeyStateTag state={r.key_state} since={r.key_since} />,
      exportValue: (r) => deviceKeyStateText(r.key_state, r.key_since),
    },
    {
      key: 'interval_seconds',
      title: '上报间隔（秒）',
      hideInTable: true,
      form: { kind: 'number', min: 10, precision: 0, rules: [{ type: 'number', min: 10, max: 86_400, message: DeviceMsg.intervalInvalid }] },
    },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
    { key: 'created_at', title: '创建时间', sortable: true, render: (v) => String(v).slice(0, 10) },
  ];
  return (
    <ResourcePage<Row>
      title="读写器"
      noun="读写器"
      api={readerApi}
      queryKey={deviceKeys.readers}
      rowKey="reader_id"
      columns={columns}
      invalidates={[deviceKeys.binds]}
      describe={(r) => r.reader_name}
      initialValues={(r) => (r ? { ...r } : { bind_type: 0, status: 1, interval_seconds: DEFAULT_READER_INTERVAL })}
      // Only the field of the chosen kind travels: an id for a yard or car, a name for a gate.
      toInput={(v) => ({
        ...v,
        bind_id: v.bind_type === BindType.yard || v.bind_type === BindType.car ? (v.bind_id ?? null) : null,
        bind_name: v.bind_type === BindType.gate ? (v.bind_name ?? null) : null,
      })}
      // Keys are the unit administrator's (the server refuses anyone else with its message).
      rowActions={(r) => (
        <>
          <Link to={`/bindRecord?device_kind=reader&search=${encodeURIComponent(r.reader_name)}`} style={{ marginRight: 8 }}>
            绑定记录
          </Link>
          <DeviceKeyButton
            deviceName={r.reader_name}
            state={r.key_state}
            since={r.key_since}
            issue={(rotate) => client.call(rotate ? deviceAssets.rotateReaderKey : deviceAssets.createReaderKey, { reader_id: r.reader_id })}
            revoke={() => client.call(deviceAssets.revokeReaderKey, { reader_id: r.reader_id })}
            uploadCall={`POST ${deviceAssets.uploadReaderReads.path}`}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: deviceKeys.readers })}
          />
        </>
      )}
    />
  );
}
