import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { ResourcePage, useApiClient, useResourceKit, type ResourceColumn } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';
import { deviceKeys, rfidApi } from '../api/device-api';
import { statusOptions } from '../components/options';
import { BatchIssueDialog, BindComponentDialog } from '../components/rfid-dialogs';

type Row = ResponseOf<typeof deviceAssets.listRfidTags>['list'][number];
const { DeviceMsg, DEVICE_STATUS_NAMES } = deviceAssets;

const columns: ResourceColumn<Row>[] = [
  {
    key: 'tag_code',
    title: '标签编码',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索标签编码或批次', width: 220 },
    form: { kind: 'input', required: DeviceMsg.tagCodeRequired, max: 64, rules: [{ pattern: /^[A-Za-z0-9]+$/, message: DeviceMsg.tagCodeInvalid }] },
  },
  { key: 'batch_no', title: '批次', form: { kind: 'input', max: 32 }, render: (v) => (v as string | null) ?? '—' },
  { key: 'cp_num', title: '绑定构件', render: (v, r) => (v ? <a href={`/memberQrCode?id=${r.component_id}`} target="_blank" rel="noreferrer">{v as string}</a> : '未绑定') },
  { key: 'project_name', title: '所属项目', render: (v) => (v as string | null) ?? '—' },
  { key: 'bound_at', title: '绑定时间', sortable: true, render: (v) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—') },
  {
    key: 'status',
    title: '状态',
    search: { kind: 'select', options: statusOptions },
    form: { kind: 'select', options: statusOptions },
    render: (v) => <Tag color={v === 1 ? 'green' : 'default'}>{DEVICE_STATUS_NAMES[v as number]}</Tag>,
    exportValue: (r) => DEVICE_STATUS_NAMES[r.status],
  },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
];

/**
 * /rfid: tags issued in bulk and bound to components. A scan (a handheld reader types the code and Enter into 扫描)
 * opens the component's trace page, the page its QR label opens.
 */
export function RfidPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useResourceKit();
  const [issuing, setIssuing] = useState(false);
  const [binding, setBinding] = useState<Row | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: deviceKeys.rfid }), queryClient.invalidateQueries({ queryKey: deviceKeys.binds })]);
  const scan = async (code: string) => {
    if (!code.trim()) return;
    const found = await client.call(deviceAssets.scanRfidTag, { tag_code: code.trim() });
    window.open(found.trace_url, '_blank', 'noopener');
  };
  return (
    <>
      <ResourcePage<Row>
        title="RFID 标签"
        noun="标签"
        api={rfidApi}
        queryKey={deviceKeys.rfid}
        rowKey="rfid_id"
        columns={columns}
        describe={(r) => r.tag_code}
        toolbar={
          <>
            <Button onClick={() => setIssuing(true)}>批量发放</Button>
            <Input.Search aria-label="扫描标签" placeholder="扫描或输入标签编码" enterButton="追溯" maxLength={64} onSearch={scan} style={{ width: 280 }} />
          </>
        }
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setBinding(r)}>
            {r.component_id ? '改绑' : '绑定'}
          </Button>
        )}
      />
      <BatchIssueDialog open={issuing} close={() => setIssuing(false)} done={(n) => (setIssuing(false), notify.success(`已发放 ${n} 个标签`), void refresh())} />
      <BindComponentDialog tag={binding} close={() => setBinding(null)} done={() => (setBinding(null), notify.success('操作成功'), void refresh())} />
    </>
  );
}
