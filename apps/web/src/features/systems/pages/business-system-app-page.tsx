import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { ColumnsType } from 'antd/es/table';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Msg, ReviewStatus } from '@zhuyun/contracts';
import { PagedTable, useMyUnit, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useApplySystemAuth } from '../api/apply-system-auth';
import { useAuthSystemList, type SystemQuery, type SystemRow } from '../api/get-auth-system-list';
import { ReviewStatusTag } from '../components/review-status-tag';
import './systems.css';

const KIND = { 1: '业务子系统', 2: '外部平台' } as Record<number, string>;

/**
 * /workbenchBusinessSystemApp?company_id&company_name (spec-1 §2): the unit's business systems, 10 per page, and
 * the unit administrator's application for one (only from 未申请, after 确定进行授权申请?).
 */
export function BusinessSystemAppPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const companyId = params.get('company_id') ?? '';
  const { query, sortOf, onTableChange, refine } = useTableQuery<SystemQuery>({ page: 1, per_page: 10 });
  const list = useAuthSystemList(companyId, query);
  const unit = useMyUnit(companyId);
  const apply = useApplySystemAuth();
  const [modal, modalHost] = Modal.useModal();
  const companyName = params.get('company_name') ?? unit.data?.company_name ?? '';

  const confirmApply = (row: SystemRow) => {
    const orgId = unit.data?.org_id;
    if (!orgId) return;
    void modal.confirm({
      title: Msg.confirmAuthApply,
      content: row.system_name,
      onOk: async () => {
        await apply.mutateAsync({ org_id: orgId, sid: row.sid, system_no: row.system_no, type: 2 });
        toast.success(Msg.submitted);
      },
    });
  };

  const columns: ColumnsType<SystemRow> = [
    // Sorted by the server: the list is paged, so sorting the rows in the browser would order one page only.
    { title: '系统名称', dataIndex: 'system_name', sorter: true, sortOrder: sortOf('system_name') },
    { title: '系统编号', dataIndex: 'system_no' },
    { title: '类型', dataIndex: 'kind', render: (kind: number) => KIND[kind] ?? kind },
    { title: '状态', dataIndex: 'status', render: (status: number) => <ReviewStatusTag status={status} />, sorter: true, sortOrder: sortOf('status') },
    { title: '申请时间', dataIndex: 'applied_at', render: (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—') },
    { title: '审核意见', dataIndex: 'remark', render: (remark: string | null) => remark ?? '—' },
    {
      title: '操作',
      key: 'action',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          disabled={row.status !== ReviewStatus.notApplied || !unit.data?.is_admin}
          title={unit.data?.is_admin ? undefined : Msg.notUnitAdmin}
          onClick={() => confirmApply(row)}
        >
          申请授权
        </Button>
      ),
    },
  ];

  return (
    <div className="systems-page">
      <Card
        title={
          <span className="systems-page__title">
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => void navigate('/workbenchMyUnit')} />
            业务系统申请{companyName ? ` — ${companyName}` : ''}
          </span>
        }
        extra={<Input.Search placeholder="搜索系统名称" allowClear onSearch={(v) => refine({ system_name: v.trim() || undefined })} style={{ width: 240 }} />}
      >
        <PagedTable<SystemRow>
          rowKey="sid"
          size="middle"
          columns={columns}
          answer={list.data}
          loading={list.isFetching}
          error={list.isError && { title: '系统列表加载失败', retry: () => void list.refetch(), cause: list.error }}
          emptyText={query.system_name ? '没有符合条件的系统' : '暂无业务系统'}
          pageSize={10}
          // spec-1 §2: 10 systems a page.
          pagination={{ showSizeChanger: false, showTotal: (total) => `共 ${total} 个系统` }}
          onChange={onTableChange}
        />
      </Card>
      {modalHost}
    </div>
  );
}
