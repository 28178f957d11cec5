import { useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { design, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { consInfoApi, designKeys, jtProjectApi, orgApi } from '../api/design-api';
import { DEEP_COLOURS, stageOptions } from '../components/options';
import { OrgUnionDialog } from '../components/org-union-dialog';

type Org = ResponseOf<typeof design.listJtOrgs>['list'][number];
type Project = ResponseOf<typeof design.listJtProjects>['list'][number];
type Cons = ResponseOf<typeof design.listConsInfo>['list'][number];
const { DesignMsg, DEEP_STATUS_NAMES } = design;

const orgColumns: ResourceColumn<Org>[] = [
  { key: 'org_name', title: '设计单位', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索单位名称或联系人' } },
  { key: 'parent_org_name', title: '上级单位', render: (v) => (v as string | null) ?? '—' },
  { key: 'contact_name', title: '联系人', render: (v) => (v as string | null) ?? '—' },
  { key: 'contact_phone', title: '联系电话', render: (v) => (v as string | null) ?? '—' },
  { key: 'address', title: '地址', render: (v) => (v as string | null) ?? '—' },
  { key: 'project_count', title: '设计项目数' },
];

const projectColumns: ResourceColumn<Project>[] = [
  { key: 'project_name', title: '项目名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索项目名称或编号' }, form: { kind: 'input', required: DesignMsg.projectNameRequired, max: 100 } },
  { key: 'project_code', title: '项目编号', sortable: true, form: { kind: 'input', required: DesignMsg.projectCodeRequired, max: 50 } },
  { key: 'org_name', title: '设计单位', render: (v) => (v as string | null) ?? '—' },
  { key: 'design_stage', title: '设计阶段', render: (v) => (v as string | null) ?? '—', form: { kind: 'select', options: stageOptions } },
  { key: 'deep_status', title: '深化设计', render: (v, r) => <Tag color={DEEP_COLOURS[v as number]} title={r.deep_reason ?? undefined}>{DEEP_STATUS_NAMES[v as number]}</Tag> },
  { key: 'paper_count', title: '图纸数' },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

const consColumns: ResourceColumn<Cons>[] = [
  { key: 'cons_unit_name', title: '施工单位', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索施工单位或项目经理' }, form: { kind: 'input', required: DesignMsg.consUnitRequired, max: 100 } },
  { key: 'manager_name', title: '项目经理', form: { kind: 'input', max: 50 } },
  { key: 'phone', title: '联系电话', form: { kind: 'input', max: 20 } },
  { key: 'start_date', title: '开工日期', sortable: true, form: { kind: 'date' } },
  { key: 'end_date', title: '竣工日期', form: { kind: 'date' } },
  { key: 'cons_content', title: '施工内容', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

/** 施工信息: added under a design project picked from the company's (project_select), edited in place. */
function ConsInfoTab() {
  const client = useApiClient();
  const projects = useQuery({ queryKey: designKeys.projectSelect, queryFn: ({ signal }) => client.call(design.getJtProjectSelect, {}, { signal, silent: true }) });
  const columns = useMemo<ResourceColumn<Cons>[]>(() => {
    const options = (projects.data?.list ?? []).map((p) => ({ value: p.jt_project_id, label: p.project_name }));
    const project: ResourceColumn<Cons> = {
      key: 'project_name', title: '设计项目', render: (v) => (v as string | null) ?? '—',
      // 设计项目不能为空 (the kit's words): the contract's 设计项目ID不能为空 speaks of an id the person never sees.
      form: { kind: 'select', name: 'jt_project_id', required: true, options, only: 'create', placeholder: '请选择设计项目' },
    };
    return [consColumns[0] as ResourceColumn<Cons>, project, ...consColumns.slice(1)];
  }, [projects.data]);
  return (
    <ResourcePage<Cons, RequestOf<typeof design.createConsInfo>>
      title="施工信息" noun="施工信息" api={consInfoApi} queryKey={designKeys.cons} rowKey="cons_info_id" columns={columns}
      describe={(r) => r.cons_unit_name}
      // The project is picked when adding only: an edit keeps the row's own.
      toInput={(v, editing) => ({ ...(v as RequestOf<typeof design.createConsInfo>), jt_project_id: editing?.jt_project_id ?? (v as { jt_project_id: string }).jt_project_id })}
    />
  );
}

/** A sync button: says how many rows it added and updated (the server's message). */
function SyncButton({ label, run, refresh }: { label: string; run: 'org' | 'project'; refresh: readonly (readonly unknown[])[] }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => client.call(run === 'org' ? design.syncOrg : design.syncProject, {}),
    onSuccess: (r) => {
      toast.success(design.DesignMsgWith.synced(r.added, r.updated));
      return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return <Button loading={sync.isPending} onClick={() => sync.mutate()}>{label}</Button>;
}

/** /designManage: design units (from sync, related as parent and children), design projects with their deep-design state, and construction info. */
export function DesignManagePage() {
  const [union, setUnion] = useState<Org | null>(null);
  return (
    <>
      <Tabs
        items={[
          {
            key: 'projects',
            label: '设计项目',
            children: (
              <ResourcePage<Project, RequestOf<typeof design.createJtProject>>
                title="设计项目" noun="设计项目" api={jtProjectApi} queryKey={designKeys.projects} rowKey="jt_project_id" columns={projectColumns}
                describe={(r) => r.project_name}
                toInput={(v, editing) => ({ ...(v as RequestOf<typeof design.createJtProject>), project_id: editing?.project_id ?? null, org_id: editing?.org_id ?? null })}
                toolbar={<SyncButton label="同步项目" run="project" refresh={[designKeys.projects]} />}
              />
            ),
          },
          {
            key: 'orgs',
            label: '设计单位',
            children: (
              <ResourcePage<Org, Record<string, never>>
                title="设计单位" noun="设计单位" api={orgApi} queryKey={designKeys.orgs} rowKey="org_id" columns={orgColumns}
                can={{ create: false, update: false, remove: false }}
                toolbar={<SyncButton label="同步设计单位" run="org" refresh={[designKeys.orgs, designKeys.projects]} />}
                rowActions={(r) => (
                  <Button type="link" size="small" onClick={() => setUnion(r)}>
                    关联单位
                  </Button>
                )}
              />
            ),
          },
          { key: 'cons', label: '施工信息', children: <ConsInfoTab /> },
        ]}
      />
      <OrgUnionDialog org={union} onClose={() => setUnion(null)} />
    </>
  );
}
