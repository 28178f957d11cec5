import Tag from 'antd/es/tag';
import type { ResourceColumn } from '@zhuyun/ui';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useExamineUnit } from '../api/examine-unit';
import { ReviewPage, formatTime, reviewApi, statusColumns, type Decision } from '../components/review-page';
import { ReviewText } from '../unit-review.texts';
import './review-pages.css';

type UnitRow = ResponseOf<typeof routes.getUnitReviewList>['list'][number];

const { head, status } = statusColumns<UnitRow>(ReviewText.unitSearch);
const columns: ResourceColumn<UnitRow>[] = [
  ...head,
  {
    key: 'company_name',
    title: '单位名称',
    sortable: true,
    render: (_, row) => (
      <div>
        <div>{row.company_name}</div>
        {row.small_name && <div className="review-sub">{row.small_name}</div>}
      </div>
    ),
  },
  {
    key: 'business_type_list',
    title: '业务类型',
    render: (_, row) => row.business_type_list.map((t) => <Tag key={t.value}>{t.name}</Tag>),
    exportValue: (row) => row.business_type_list.map((t) => t.name).join('、'),
  },
  {
    key: 'place',
    title: '地址',
    render: (_, row) => [row.province, row.city, row.area].filter(Boolean).join('') + (row.addr ? ` ${row.addr}` : ''),
  },
  {
    key: 'creator',
    title: '创建人',
    exportValue: (row) => row.creator_name,
    render: (_, row) => (
      <div>
        <div>{row.creator_name ?? '—'}</div>
        {row.creator_phone && <div className="review-sub">{row.creator_phone}</div>}
      </div>
    ),
  },
  { key: 'created_at', title: '提交时间', sortable: true, render: formatTime },
  status,
  { key: 'review_remark', title: '备注' },
];
const unitApi = reviewApi<UnitRow>(routes.getUnitReviewList);

/** /companyList: the platform administrator approves or rejects new units (ARCHITECTURE.md "Statuses"). */
export function CompanyListPage() {
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
    <ReviewPage<UnitRow>
      title={ReviewText.unitTitle}
      api={unitApi}
      queryKey={['unit-review', 'units']}
      columns={columns}
      rowKey="company_id"
      subjectOf={(row) => row.company_name}
      decide={decide}
    />
  );
}
