import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { Msg, ResultCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { ErrorFallback } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useAuditCompanyApply } from '../api/audit-company-apply';
import { useCompanyApplyList, type CompanyApplyRow } from '../api/get-company-apply-list';
import { ApplyDetailDrawer } from '../components/apply-detail-drawer';
import { ApplyStatusTag } from '../components/apply-status-tag';

const FILTERS = [
  { label: '待审核', value: 2 },
  { label: '已通过', value: 3 },
  { label: '已驳回', value: 4 },
  { label: '全部', value: 0 },
];

/**
 * /AuditInformation: company applications from the complete-information dialog, reviewed by the platform
 * administrator; approving one makes the unit with its applicant as administrator.
 */
export function CompanyApplyReviewPage() {
  const [status, setStatus] = useState(2);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<CompanyApplyRow | null>(null);
  const [remark, setRemark] = useState('');
  const list = useCompanyApplyList({ page, status: status || undefined, search });
  const audit = useAuditCompanyApply();

  const decide = async (row: CompanyApplyRow, decision: 3 | 4, note?: string) => {
    await audit.mutateAsync({ company_apply_id: row.company_apply_id, status: decision, remark: note || undefined });
    toast.success(Msg.operationOk);
  };

  if (list.isError && isApiError(list.error) && list.error.code === ResultCode.FORBIDDEN) {
    return <ErrorFallback title={Msg.error403} description={list.error.message} />;
  }

  const columns: ColumnsType<CompanyApplyRow> = [
    {
      title: '单位名称',
      dataIndex: 'company_name',
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row.company_apply_id)}>
          {name}
        </Button>
      ),
    },
    { title: '单位类型', dataIndex: 'company_type_name', render: (n: string | null) => n ?? '—' },
    { title: '所在地区', key: 'place', render: (_, r) => [r.province, r.city, r.area].filter(Boolean).join(' / ') },
    { title: '法人', dataIndex: 'legal_name' },
    { title: '申请人', key: 'applicant', render: (_, r) => `${r.user_name} ${r.phone}` },
    {
      title: '申请时间',
      dataIndex: 'apply_date',
      render: (at: string) => new Date(at).toLocaleString('zh-CN'),
      sorter: (a, b) => a.apply_date.localeCompare(b.apply_date),
    },
    { title: '状态', dataIndex: 'status', render: (s: number) => <ApplyStatusTag status={s} /> },
    {
      title: '操作',
      key: 'action',
      render: (_, row) =>
        row.status === 2 ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void decide(row, 3).catch(() => undefined)}>
              通过
            </Button>
            <Button type="link" size="small" danger onClick={() => (setRejecting(row), setRemark(''))}>
              驳回
            </Button>
          </Space>
        ) : (
          <span>{row.remark ?? ''}</span>
        ),
    },
  ];

  return (
    <Card
      title="单位入驻审核"
      extra={
        <Space wrap>
          <Segmented options={FILTERS} value={status} onChange={(v) => (setStatus(v), setPage(1))} />
          <Input.Search placeholder="搜索单位、申请人或手机号" allowClear onSearch={(v) => (setSearch(v.trim()), setPage(1))} style={{ width: 260 }} />
        </Space>
      }
    >
      {list.isError ? (
        <ErrorFallback title="加载失败" description={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <Table<CompanyApplyRow>
          rowKey="company_apply_id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: status === 2 ? '没有待审核的申请' : '暂无记录' }}
          pagination={{ current: page, pageSize: 10, total: list.data?.total_count ?? 0, showSizeChanger: false, onChange: setPage }}
        />
      )}
      <ApplyDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <Modal
        title={`驳回：${rejecting?.company_name ?? ''}`}
        open={Boolean(rejecting)}
        okText="驳回"
        okButtonProps={{ danger: true, loading: audit.isPending }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (!rejecting) return;
          void decide(rejecting, 4, remark.trim())
            .then(() => setRejecting(null))
            .catch(() => undefined);
        }}
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="驳回原因（选填）" value={remark} onChange={(e) => setRemark(e.target.value)} />
      </Modal>
    </Card>
  );
}
