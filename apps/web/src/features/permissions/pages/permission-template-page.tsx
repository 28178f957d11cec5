import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { PermObject, type ResponseOf, type routes } from '@zhuyun/contracts';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { Can } from '../../../lib/access';
import { useCreateTemplate } from '../api/create-template';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplateList, type TemplateQuery } from '../api/template-list';
import { useUpdateTemplate } from '../api/update-template';
import { JobsModal } from '../components/jobs-modal';
import { ObjectsDrawer } from '../components/objects-drawer';
import { TemplateNameModal } from '../components/template-name-modal';
import { PermText } from '../permissions.texts';

type Row = ResponseOf<typeof routes.getTemplateList>['list'][number];

/** /permissionTemplate: the unit's permission templates, their objects, and the jobs they are granted to. */
export function PermissionTemplatePage() {
  const { query, sortOf, onTableChange, refine } = useTableQuery<TemplateQuery>({ page: 1, per_page: 10, sort_field: 'created_at', sort_order: 'ascend' });
  const list = useTemplateList(query);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const [naming, setNaming] = useState<{ row: Row | null } | null>(null);
  const [objectsOf, setObjectsOf] = useState<Row | null>(null);
  const [jobsOf, setJobsOf] = useState<Row | null>(null);

  const run = async (action: () => Promise<string>, after?: () => void) => {
    try {
      toast.success(await action());
      after?.();
    } catch {
      // the client's error policy has shown the server's msg (同名模板 …)
    }
  };
  const submitName = (name: string) => {
    const row = naming?.row;
    if (row) void run(() => update.mutateAsync({ auth_template_id: row.auth_template_id, auth_template_name: name }), () => setNaming(null));
    else void run(() => create.mutateAsync({ auth_template_name: name }), () => setNaming(null));
  };

  return (
    <Card
      title={PermText.title}
      extra={
        <Can object={PermObject.templateManage}>
          <Button type="primary" onClick={() => setNaming({ row: null })}>
            {PermText.add}
          </Button>
        </Can>
      }
    >
      <Input.Search
        allowClear
        placeholder={PermText.search}
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={(value) => refine({ auth_template_name: value.trim() || undefined })}
      />
      <PagedTable<Row>
        rowKey="auth_template_id"
        answer={list.data}
        loading={list.isFetching}
        error={list.isError && { title: PermText.failed, retry: () => void list.refetch(), cause: list.error }}
        emptyText={PermText.empty}
        pageSize={query.per_page}
        onChange={onTableChange}
        columns={[
          { title: PermText.name, dataIndex: 'auth_template_name', sorter: true, sortOrder: sortOf('auth_template_name') },
          { title: PermText.authNumbers, dataIndex: 'auth_numbers', width: 110 },
          { title: PermText.jobNumbers, dataIndex: 'job_numbers', width: 110 },
          { title: PermText.createdAt, dataIndex: 'created_at', width: 180, sorter: true, sortOrder: sortOf('created_at'), render: (v: string) => v.slice(0, 19).replace('T', ' ') },
          {
            title: PermText.actions,
            key: 'actions',
            width: 300,
            render: (_: unknown, row: Row) => (
              <Space size={0} wrap>
                <Can object={PermObject.templateManage}>
                  <Button type="link" onClick={() => setNaming({ row })}>
                    {PermText.rename}
                  </Button>
                  <Button type="link" onClick={() => setObjectsOf(row)}>
                    {PermText.objects}
                  </Button>
                </Can>
                <Can object={PermObject.templateGrant}>
                  <Button type="link" onClick={() => setJobsOf(row)}>
                    {PermText.grant}
                  </Button>
                </Can>
                <Can object={PermObject.templateManage}>
                  <Popconfirm
                    title={PermText.confirmDelete(row.auth_template_name)}
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => void run(() => remove.mutateAsync({ auth_template_id: row.auth_template_id }))}
                  >
                    <Button type="link" danger>
                      {PermText.remove}
                    </Button>
                  </Popconfirm>
                </Can>
              </Space>
            ),
          },
        ]}
      />
      <TemplateNameModal
        name={naming ? (naming.row?.auth_template_name ?? '') : null}
        busy={create.isPending || update.isPending}
        onCancel={() => setNaming(null)}
        onSubmit={submitName}
      />
      <ObjectsDrawer template={objectsOf} onClose={() => setObjectsOf(null)} />
      <JobsModal template={jobsOf} onClose={() => setJobsOf(null)} />
    </Card>
  );
}
