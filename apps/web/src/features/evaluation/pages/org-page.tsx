import { useState } from 'react';
import { Button, Col, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { useApiClient, useMyUnit } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';
import { EmpowerModal } from '../components/empower-modal';
import { NameListCard, type ListFilter } from '../components/name-list-card';

type ObsSort = 'obs_name' | 'created_at' | 'person_count';
type JobSort = 'job_name' | 'created_at' | 'person_count';

/** /eva/org: evaluation org units (with their data-authorisation users) and job titles. */
export function OrgPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [empowering, setEmpowering] = useState<{ obs_id: string; obs_name: string } | null>(null);
  // Org units and their data authorisation are the unit administrator's; others see the units they were given.
  const unit = useMyUnit(useSessionStore((s) => s.userInfo?.comp_id));
  const administers = unit.data?.is_admin === true;
  const saved = () => {
    toast.success('操作成功');
    void queryClient.invalidateQueries({ queryKey: evalKeys.all });
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <NameListCard
          title="评价组织"
          nameLabel="组织名称"
          requiredMessage={EvalMsg.obsNameRequired}
          queryName="obs"
          nameSortField="obs_name"
          load={async (f: ListFilter, signal) => {
            const page = await client.call(routes.evalListObs, { ...f, sort_field: f.sort_field as ObsSort | undefined }, { signal, silent: true });
            return { ...page, list: page.list.map((o) => ({ id: o.obs_id, name: o.obs_name, person_count: o.person_count, created_at: o.created_at })) };
          }}
          save={(row) => client.call(routes.evalSaveObs, { obs_id: row.id, obs_name: row.name })}
          remove={(id) => client.call(routes.evalDeleteObs, { obs_id: id })}
          onSaved={saved}
          readOnly={!administers}
          extraActions={(row) => (
            <Button type="link" size="small" onClick={() => setEmpowering({ obs_id: row.id, obs_name: row.name })}>
              数据授权
            </Button>
          )}
        />
      </Col>
      <Col xs={24} xl={12}>
        <NameListCard
          title="岗位"
          nameLabel="岗位名称"
          requiredMessage={EvalMsg.jobNameRequired}
          queryName="jobs"
          nameSortField="job_name"
          load={async (f: ListFilter, signal) => {
            const page = await client.call(routes.evalListJobs, { ...f, sort_field: f.sort_field as JobSort | undefined }, { signal, silent: true });
            return { ...page, list: page.list.map((j) => ({ id: j.job_id, name: j.job_name, person_count: j.person_count, created_at: j.created_at })) };
          }}
          save={(row) => client.call(routes.evalSaveJob, { job_id: row.id, job_name: row.name })}
          remove={(id) => client.call(routes.evalDeleteJob, { job_id: id })}
          onSaved={saved}
        />
      </Col>
      <EmpowerModal obs={empowering} onClose={() => setEmpowering(null)} />
    </Row>
  );
}
