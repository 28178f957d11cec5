import { Button, Input, Modal, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { project, type ResponseOf } from '@zhuyun/contracts';
import { PagedTable, useApiClient, useTableQuery, type TableQuery } from '@zhuyun/ui';
import { toast } from '../../../../lib/feedback';

type Row = ResponseOf<typeof project.getCompanyLib>['list'][number];
interface LibQuery extends TableQuery {
  page: number;
  per_page: number;
  search?: string;
}

/** 关联外部项目: the external system's project library, searched and paged; one row is linked to this project. */
export function LinkPickerDialog({ open, projectId, onClose, linked }: { open: boolean; projectId: string; onClose: () => void; linked: () => void }) {
  const client = useApiClient();
  const { query, onTableChange, refine } = useTableQuery<LibQuery>({ page: 1, per_page: 5 });
  const lib = useQuery({
    queryKey: ['projects', 'company-lib', query],
    queryFn: ({ signal }) => client.call(project.getCompanyLib, { search: query.search, page: query.page, per_page: query.per_page }, { signal, silent: true }),
    enabled: open,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const link = useMutation({
    mutationFn: (externalId: string) => client.call(project.linkProject, { project_id: projectId, external_project_id: externalId }),
    onSuccess: () => {
      toast.success(project.ProjectLinkMsg.linked);
      linked();
      onClose();
    },
  });
  return (
    <Modal open={open} title="关联外部项目" footer={null} width={860} onCancel={onClose} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder="搜索外部项目名称、编码"
        style={{ marginBottom: 12, maxWidth: 320 }}
        onSearch={(v) => refine({ search: v.trim() || undefined })}
      />
      <PagedTable<Row>
        rowKey="external_project_id"
        answer={lib.data}
        loading={lib.isFetching}
        error={lib.isError && { title: '外部项目库加载失败', description: lib.error.message, retry: () => void lib.refetch(), cause: lib.error }}
        emptyText={query.search ? `没有找到与“${query.search}”相关的外部项目` : '外部系统中暂无项目'}
        pageSize={query.per_page}
        pagination={{ showSizeChanger: false }}
        onChange={onTableChange}
        columns={[
          { title: '外部编码', dataIndex: 'project_code', width: 150 },
          { title: '外部项目名称', dataIndex: 'project_name' },
          { title: '工期', key: 'dates', width: 200, render: (_, r) => `${r.start_date ?? '—'} 至 ${r.end_date ?? '—'}` },
          { title: '标段', dataIndex: 'section_count', width: 60 },
          {
            title: '操作',
            key: 'op',
            width: 180,
            render: (_, r) =>
              r.linked_project_id === projectId ? (
                <Tag color="green">已关联本项目</Tag>
              ) : r.linked_project_id ? (
                <Tag>已关联：{r.linked_project_name}</Tag>
              ) : (
                <Button size="small" type="link" loading={link.isPending && link.variables === r.external_project_id} onClick={() => link.mutate(r.external_project_id)}>
                  关联
                </Button>
              ),
          },
        ]}
      />
    </Modal>
  );
}
