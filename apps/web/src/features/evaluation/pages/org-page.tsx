import { useState } from 'react';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { EvalMsg, MaxLength, routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, useMyUnit, type ResourceColumn } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';
import { evalKeys } from '../api/evaluation-queries';
import { EmpowerModal } from '../components/empower-modal';

type Obs = ResponseOf<typeof routes.evalListObs>['list'][number];
type Job = ResponseOf<typeof routes.evalListJobs>['list'][number];
type ObsInput = RequestOf<typeof routes.evalSaveObs>;
type JobInput = RequestOf<typeof routes.evalSaveJob>;

// One save call creates (no id) and renames (with it).
const obsApi = resourceApi<typeof routes.evalListObs, ObsInput>(
  { list: routes.evalListObs, create: routes.evalSaveObs, update: routes.evalSaveObs, remove: routes.evalDeleteObs },
  { id: 'obs_id' },
);
const jobApi = resourceApi<typeof routes.evalListJobs, JobInput>(
  { list: routes.evalListJobs, create: routes.evalSaveJob, update: routes.evalSaveJob, remove: routes.evalDeleteJob },
  { id: 'job_id' },
);

/** A named thing's columns (org unit, job): its name, searched, sorted and edited, and how many persons it has. */
function namedColumns<T>(key: string, title: string, required: string): ResourceColumn<T>[] {
  return [
    { key, title, sortable: true, search: { kind: 'input', name: 'search', placeholder: `搜索${title}` }, form: { kind: 'input', required, max: MaxLength.title } },
    { key: 'person_count', title: '人员数', sortable: true, width: 90 },
  ];
}
const obsColumns = namedColumns<Obs>('obs_name', '组织名称', EvalMsg.obsNameRequired);
const jobColumns = namedColumns<Job>('job_name', '岗位名称', EvalMsg.jobNameRequired);
// A change here shows in the persons page's choices and filters too.
const everything = [evalKeys.all];

/** /eva/org: evaluation org units (with their data-authorisation users) and job titles. */
export function OrgPage() {
  const [empowering, setEmpowering] = useState<Obs | null>(null);
  // Org units and their data authorisation are the unit administrator's; others see the units they were given.
  const unit = useMyUnit(useSessionStore((s) => s.userInfo?.comp_id));
  const administers = unit.data?.is_admin === true;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ResourcePage<Obs, ObsInput>
          title="评价组织"
          noun="评价组织"
          api={obsApi}
          queryKey={['evaluation', 'obs']}
          invalidates={everything}
          rowKey="obs_id"
          columns={obsColumns}
          toInput={(v) => ({ obs_name: v.obs_name as string })}
          pageSize={10}
          describe={(r) => r.obs_name}
          can={administers ? undefined : { create: false, update: false, remove: false }}
          rowActions={
            administers
              ? (row) => (
                  <Button type="link" size="small" onClick={() => setEmpowering(row)}>
                    数据授权
                  </Button>
                )
              : undefined
          }
        />
      </Col>
      <Col xs={24} xl={12}>
        <ResourcePage<Job, JobInput>
          title="岗位"
          noun="岗位"
          api={jobApi}
          queryKey={['evaluation', 'jobs']}
          invalidates={everything}
          rowKey="job_id"
          columns={jobColumns}
          toInput={(v) => ({ job_name: v.job_name as string })}
          pageSize={10}
          describe={(r) => r.job_name}
        />
      </Col>
      <EmpowerModal obs={empowering} onClose={() => setEmpowering(null)} />
    </Row>
  );
}
