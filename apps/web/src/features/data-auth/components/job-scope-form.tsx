import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { DATA_SCOPE_PAGES, DataScopeNames, DataScopeType, type DataScopeTypeValue } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useJobDataAuth, useSaveJobDataAuth, useUnitProjects } from '../api/data-auth-api';
import { DataAuthText } from '../data-auth.texts';
import { Forbidden, isForbidden } from './forbidden';

type Page = (typeof DATA_SCOPE_PAGES)[number];

/** One job's scope on each page that enforces one, and the projects "its projects" means; Save replaces them. */
export function JobScopeForm({ jobId, title }: { jobId: string; title: string }) {
  const data = useJobDataAuth(jobId);
  const projects = useUnitProjects(true);
  const save = useSaveJobDataAuth();
  const [scopes, setScopes] = useState<Record<string, number>>({});
  const [projectIds, setProjectIds] = useState<string[]>([]);

  const reset = () => {
    if (!data.data) return;
    setScopes(Object.fromEntries(data.data.list.map((r) => [r.object_no, r.scope_type])));
    setProjectIds(data.data.project_ids);
  };
  // A new job, or the saved answer read again: the form shows what the server holds.
  useEffect(reset, [data.data]);

  if (isForbidden(data.error)) return <Forbidden />;
  if (data.isError) return <ErrorFallback title={DataAuthText.loadFailed} description={data.error?.message} onRetry={() => void data.refetch()} />;
  if (data.isPending) return <PageSkeleton rows={5} />;

  const usesProjects = Object.values(scopes).includes(DataScopeType.projects);
  const submit = async () => {
    try {
      const list = DATA_SCOPE_PAGES.map((p) => ({ object_no: p.object_no, scope_type: scopes[p.object_no] ?? DataScopeType.all }));
      toast.success(await save.mutateAsync({ job_id: jobId, list, project_ids: projectIds }));
    } catch {
      // the client's error policy has shown the server's msg
    }
  };
  const columns = [
    { key: 'page', title: DataAuthText.page, dataIndex: 'page_name' },
    {
      key: 'scope',
      title: DataAuthText.scope,
      width: 240,
      render: (_: unknown, page: Page) => (
        <Select<number>
          aria-label={`${page.page_name} ${DataAuthText.scope}`}
          style={{ width: 200 }}
          value={scopes[page.object_no] ?? DataScopeType.all}
          options={page.scopes.map((s: DataScopeTypeValue) => ({ value: s, label: DataScopeNames[s] }))}
          onChange={(value) => setScopes((now) => ({ ...now, [page.object_no]: value }))}
        />
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Alert type="info" showIcon title={DataAuthText.adminNote} />
      <Table<Page> rowKey="object_no" size="small" pagination={false} columns={columns} dataSource={[...DATA_SCOPE_PAGES]} />
      <div>
        <Typography.Text strong>{DataAuthText.projects}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          {DataAuthText.projectsHint}
        </Typography.Paragraph>
        <Select<string[]>
          mode="multiple"
          aria-label={DataAuthText.projects}
          style={{ width: '100%' }}
          placeholder={DataAuthText.projectsPlaceholder}
          loading={projects.isPending}
          options={projects.data ?? []}
          optionFilterProp="label"
          value={projectIds}
          onChange={setProjectIds}
        />
        {usesProjects && projectIds.length === 0 ? <Alert type="warning" showIcon style={{ marginTop: 8 }} title={DataAuthText.projectsEmpty} /> : null}
      </div>
      <Space>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {DataAuthText.save}
        </Button>
        <Button onClick={reset}>{DataAuthText.reset}</Button>
      </Space>
    </Space>
  );
}
