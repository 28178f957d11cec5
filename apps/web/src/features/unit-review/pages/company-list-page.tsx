import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useExamineUnit } from '../api/examine-unit';
import { useUnitReviewList } from '../api/get-unit-review-list';
import { ReviewList, ReviewStatusTag, formatTime, type Decision } from '../components/review-list';
import { useReviewFilter } from '../components/use-review-filter';
import { ReviewText } from '../unit-review.texts';
import './review-pages.css';

type UnitRow = ResponseOf<typeof routes.getUnitReviewList>['list'][number];

const columns: ColumnsType<UnitRow> = [
  {
    title: '单位名称',
    key: 'company_name',
    sorter: true,
    render: (_: unknown, row) => (
      <div>
        <div>{row.company_name}</div>
        {row.small_name && <div className="review-sub">{row.small_name}</div>}
      </div>
    ),
  },
  {
    title: '业务类型',
    key: 'business_type_list',
    render: (_: unknown, row) => row.business_type_list.map((t) => <Tag key={t.value}>{t.name}</Tag>),
  },
  {
    title: '地址',
    key: 'place',
    render: (_: unknown, row) => [row.province, row.city, row.area].filter(Boolean).join('') + (row.addr ? ` ${row.addr}` : ''),
  },
  {
    title: '创建人',
    key: 'creator',
    render: (_: unknown, row) => (
      <div>
        <div>{row.creator_name ?? '—'}</div>
        {row.creator_phone && <div className="review-sub">{row.creator_phone}</div>}
      </div>
    ),
  },
  { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: formatTime, sorter: true },
  { title: '状态', dataIndex: 'status', key: 'status', sorter: true, render: (status: number) => <ReviewStatusTag status={status} /> },
  { title: '备注', dataIndex: 'review_remark', key: 'review_remark', render: (remark: string | null) => remark || '—' },
];

/** /companyList: the platform administrator approves or rejects new units (ARCHITECTURE.md "Statuses"). */
export function CompanyListPage() {
  const [filter, setFilter] = useReviewFilter();
  const list = useUnitReviewList(filter);
  const examine = useExamineUnit();

  const decide = async (row: UnitRow, status: Decision, remark?: string) => {
    try {
      const answer = await examine.mutateAsync({ company_id: row.company_id, status, remark });
      toast.success(answer.msg);
    } catch {
      // the client's error policy has shown the server's msg (该单位不在审核中 …)
    }
  };

  return (
    <ReviewList<UnitRow>
      title={ReviewText.unitTitle}
      searchPlaceholder={ReviewText.unitSearch}
      filter={filter}
      onFilter={setFilter}
      query={list}
      columns={columns}
      rowKey={(row) => row.company_id}
      subjectOf={(row) => row.company_name}
      decide={decide}
    />
  );
}
