import type { ColumnsType } from 'antd/es/table';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useExamineJoinOrg } from '../api/examine-join-org';
import { useJoinOrgList } from '../api/get-join-org-list';
import { ReviewList, ReviewStatusTag, formatTime, type Decision } from '../components/review-list';
import { useReviewFilter } from '../components/use-review-filter';
import { ReviewText } from '../unit-review.texts';
import './review-pages.css';

type JoinRow = ResponseOf<typeof routes.getJoinOrgList>['list'][number];

const columns: ColumnsType<JoinRow> = [
  { title: '姓名', dataIndex: 'user_name', key: 'user_name', sorter: true },
  { title: '手机号', dataIndex: 'phone', key: 'phone' },
  { title: '部门', dataIndex: 'dept_name', key: 'dept_name', sorter: true },
  { title: '岗位', dataIndex: 'job_name', key: 'job_name' },
  { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: formatTime, sorter: true },
  { title: '状态', dataIndex: 'status', key: 'status', sorter: true, render: (status: number) => <ReviewStatusTag status={status} /> },
  { title: '备注', dataIndex: 'remark', key: 'remark', render: (remark: string | null) => remark || '—' },
];

/** /accountReview: join requests for the unit administrator or a project manager (spec-1 §6). */
export function AccountReviewPage() {
  const [filter, setFilter] = useReviewFilter();
  const list = useJoinOrgList(filter);
  const examine = useExamineJoinOrg();

  const decide = async (row: JoinRow, status: Decision, remark?: string) => {
    try {
      const answer = await examine.mutateAsync({ id: row.id, status, remark });
      toast.success(answer.msg);
    } catch {
      // the client's error policy has shown the server's msg (该申请已审核 …)
    }
  };

  return (
    <ReviewList<JoinRow>
      title={ReviewText.joinTitle}
      searchPlaceholder={ReviewText.joinSearch}
      filter={filter}
      onFilter={setFilter}
      query={list}
      columns={columns}
      rowKey={(row) => row.id}
      subjectOf={(row) => row.user_name}
      decide={decide}
    />
  );
}
