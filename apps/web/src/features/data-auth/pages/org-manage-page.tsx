import { useState } from 'react';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { useOrgAuth } from '../api/data-auth-api';
import { Forbidden, isForbidden } from '../components/forbidden';
import { JobTree, jobsBelow, type PickedNode } from '../components/job-tree';
import { JobTemplatesForm } from '../components/job-templates-form';
import { DataAuthText } from '../data-auth.texts';
import '../data-auth.css';

/**
 * /orgManage (组织与岗位权限, issue 19 item 2): the organisation's side of the permission templates. A department
 * shows its jobs and below with the templates each holds; a job shows its templates (ticked, saved) and the pages they
 * open. /permissionTemplate is the same grants seen from the template.
 */
export function OrgManagePage() {
  const auth = useOrgAuth();
  const [picked, setPicked] = useState<PickedNode | null>(null);

  if (isForbidden(auth.error)) return <Forbidden />;
  const names = new Map(auth.data?.templates.map((t) => [t.auth_template_id, t.auth_template_name]));
  const heldBy = (jobId: string) => auth.data?.jobs.find((j) => j.job_id === jobId)?.auth_template_ids ?? [];
  const right = () => {
    if (auth.isError) return <ErrorFallback title={DataAuthText.loadFailed} description={auth.error?.message} onRetry={() => void auth.refetch()} />;
    if (auth.isPending) return <PageSkeleton rows={5} />;
    if (!picked) return <Empty description={DataAuthText.pickNode} />;
    if (picked.isJob) return <JobTemplatesForm key={picked.id} auth={auth.data} jobId={picked.id} title={DataAuthText.jobTitle(picked.deptName, picked.name)} />;
    return (
      <>
        <Typography.Title level={5}>{`${picked.name} · ${DataAuthText.deptJobs}`}</Typography.Title>
        <Table
          rowKey="job_id"
          size="small"
          pagination={false}
          dataSource={jobsBelow(picked.node)}
          locale={{ emptyText: DataAuthText.noJobs }}
          columns={[
            { key: 'dept', title: DataAuthText.dept, dataIndex: 'dept_name' },
            { key: 'job', title: DataAuthText.job, dataIndex: 'job_name' },
            {
              key: 'templates',
              title: DataAuthText.templates,
              render: (_: unknown, row: { job_id: string }) => {
                const held = heldBy(row.job_id);
                return held.length === 0 ? <Typography.Text type="warning">{DataAuthText.none}</Typography.Text> : held.map((id) => <Tag key={id}>{names.get(id) ?? id}</Tag>);
              },
            },
          ]}
        />
      </>
    );
  };
  return (
    <Card title={DataAuthText.orgManageTitle}>
      <div className="data-auth-layout">
        <div className="data-auth-tree" aria-label={DataAuthText.jobs}>
          <JobTree jobsOnly={false} selected={picked?.id ?? null} onPick={setPicked} />
        </div>
        <div>{right()}</div>
      </div>
    </Card>
  );
}
