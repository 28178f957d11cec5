import { useState } from 'react';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import { JobTree, type PickedNode } from '../components/job-tree';
import { JobScopeForm } from '../components/job-scope-form';
import { DataAuthText } from '../data-auth.texts';
import '../data-auth.css';

/**
 * /pageDataAuth (页面数据权限, issue 19 item 2): for a job, which rows each page shows — all of the unit, its
 * department and below, its projects, or only what its holder created. The server enforces it on every list and
 * detail of those pages.
 */
export function PageDataAuthPage() {
  const [job, setJob] = useState<PickedNode | null>(null);
  return (
    <Card title={DataAuthText.pageDataAuthTitle}>
      <div className="data-auth-layout">
        <div className="data-auth-tree" aria-label={DataAuthText.jobs}>
          <JobTree jobsOnly selected={job?.id ?? null} onPick={setJob} />
        </div>
        <div>{job ? <JobScopeForm key={job.id} jobId={job.id} title={DataAuthText.jobTitle(job.deptName, job.name)} /> : <Empty description={DataAuthText.pickJob} />}</div>
      </div>
    </Card>
  );
}
