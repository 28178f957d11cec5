import type { ResourceColumn } from '@zhuyun/ui';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useExamineJoinOrg } from '../api/examine-join-org';
import { ReviewPage, formatTime, reviewApi, statusColumns, type Decision } from '../components/review-page';
import { ReviewText } from '../unit-review.texts';
import './review-pages.css';

type JoinRow = ResponseOf<typeof routes.getJoinOrgList>['list'][number];

const { head, status } = statusColumns<JoinRow>(ReviewText.joinSearch);
const columns: ResourceColumn<JoinRow>[] = [
  ...head,
  { key: 'user_name', title: '姓名', sortable: true },
  { key: 'phone', title: '手机号' },
  { key: 'dept_name', title: '部门', sortable: true },
  { key: 'job_name', title: '岗位' },
  { key: 'created_at', title: '申请时间', sortable: true, render: formatTime },
  status,
  { key: 'remark', title: '备注' },
];
const joinApi = reviewApi<JoinRow>(routes.getJoinOrgList);

/** /accountReview: join requests for the unit administrator or a project manager (spec-1 §6). */
export function AccountReviewPage() {
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
    <ReviewPage<JoinRow>
      title={ReviewText.joinTitle}
      api={joinApi}
      queryKey={['unit-review', 'join']}
      columns={columns}
      rowKey="id"
      subjectOf={(row) => row.user_name}
      decide={decide}
    />
  );
}
