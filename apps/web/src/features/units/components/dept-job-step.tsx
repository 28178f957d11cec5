import { useMemo } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Cascader from 'antd/es/cascader';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { Msg, type DeptNode } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton, useSingleFlight } from '@zhuyun/ui';
import { useDeptTree } from '../api/get-dept-tree';
import { useJobList } from '../api/get-job-list';
import { useJoinOrg } from '../api/join-org';
import { toast } from '../../../lib/feedback';
import { UnitsText } from '../units.texts';
import type { InvitedUnit } from './invite-code-step';
import { ProjectDeptInline } from './project-dept-inline';

interface DeptOption {
  value: string;
  label: string;
  children?: DeptOption[];
}

const toOptions = (nodes: DeptNode[]): DeptOption[] =>
  nodes.map((n) => ({
    value: n.dept_id,
    label: n.dept_name,
    children: n.children_list.length > 0 ? toOptions(n.children_list) : undefined,
  }));

/** The path to a department, for selecting one created a moment ago. */
function pathTo(nodes: DeptNode[], deptId: string, above: string[] = []): string[] | null {
  for (const n of nodes) {
    const here = [...above, n.dept_id];
    if (n.dept_id === deptId) return here;
    const below = pathTo(n.children_list, deptId, here);
    if (below) return below;
  }
  return null;
}

interface JoinValues {
  depts: string[][];
  job_id: string;
}

interface DeptJobStepProps {
  unit: InvitedUnit;
  onBack: () => void;
  onJoined: () => void;
}

/**
 * Step 2 (spec-1 §4): departments (cascader, several), a post of one of them, submit. The join call takes one
 * department and one post, so the department sent is the chosen post's own.
 */
export function DeptJobStep({ unit, onBack, onJoined }: DeptJobStepProps) {
  const [form] = Form.useForm<JoinValues>();
  const tree = useDeptTree(unit.inviteCode);
  const paths = Form.useWatch('depts', form);
  const deptIds = useMemo(() => (paths ?? []).map((p) => p[p.length - 1]).filter((id): id is string => Boolean(id)), [paths]);
  const jobs = useJobList(unit.inviteCode, deptIds);
  const join = useJoinOrg();
  const options = useMemo(() => toOptions(tree.data?.list ?? []), [tree.data]);

  const submit = useSingleFlight(async ({ job_id }: JoinValues) => {
    const job = jobs.data?.list.find((j) => j.job_id === job_id);
    if (!job) return;
    try {
      const answer = await join.mutateAsync({ invite_code: unit.inviteCode, dept_id: job.dept_id, job_id });
      toast.success(answer.msg);
      onJoined();
    } catch {
      // the client's error policy has shown the server's msg (您已提交加入申请 …)
    }
  });

  const selectNew = async (deptId: string) => {
    const fresh = await tree.refetch();
    const path = fresh.data ? pathTo(fresh.data.list, deptId) : null;
    if (path) form.setFieldValue('depts', [...(form.getFieldValue('depts') ?? []), path]);
  };

  if (tree.isPending) return <PageSkeleton rows={3} />;
  if (tree.isError) return <ErrorFallback title={UnitsText.deptTreeFailed} description={tree.error.message} onRetry={() => void tree.refetch()} />;

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
      <Alert type="info" showIcon title={`${UnitsText.unitName}：${unit.companyName}`} style={{ marginBottom: 16 }} />
      <Form.Item label={UnitsText.depts} name="depts" rules={[{ required: true, message: Msg.deptRequired }]} style={{ marginBottom: 4 }}>
        <Cascader<DeptOption, 'value'>
          multiple
          options={options}
          showCheckedStrategy={Cascader.SHOW_CHILD}
          placeholder={UnitsText.deptsPlaceholder}
          maxTagCount="responsive"
          onChange={() => form.setFieldValue('job_id', undefined)}
        />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <ProjectDeptInline inviteCode={unit.inviteCode} onCreated={(id) => void selectNew(id)} />
      </div>
      <Form.Item label={UnitsText.job} name="job_id" rules={[{ required: true, message: Msg.jobRequired }]}>
        <Select
          placeholder={UnitsText.jobPlaceholder}
          disabled={deptIds.length === 0}
          loading={jobs.isFetching}
          notFoundContent={jobs.isError ? jobs.error.message : '所选部门暂无岗位'}
          options={(jobs.data?.list ?? []).map((j) => ({ value: j.job_id, label: `${j.dept_name} / ${j.job_name}` }))}
        />
      </Form.Item>
      <div className="join-dialog__footer">
        <Button onClick={onBack}>{UnitsText.previous}</Button>
        <Button type="primary" htmlType="submit" loading={join.isPending}>
          {UnitsText.submit}
        </Button>
      </div>
    </Form>
  );
}
