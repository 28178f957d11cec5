import { useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Table, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../../lib/feedback';

const PAGE_SIZE = 5;

/** 关联外部项目: the external system's project library, searched and paged; one row is linked to this project. */
export function LinkPickerDialog({ open, projectId, onClose, linked }: { open: boolean; projectId: string; onClose: () => void; linked: () => void }) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const lib = useQuery({
    queryKey: ['projects', 'company-lib', search, page],
    queryFn: ({ signal }) => client.call(project.getCompanyLib, { search: search || undefined, page, per_page: PAGE_SIZE }, { signal, silent: true }),
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
        onSearch={(v) => {
          setSearch(v.trim());
          setPage(1);
        }}
      />
      {lib.isError ? (
        <Alert type="error" showIcon title="外部项目库加载失败" description={(lib.error as Error).message} action={<Button onClick={() => void lib.refetch()}>重试</Button>} />
      ) : (
        <Table
          size="small"
          rowKey="external_project_id"
          loading={lib.isFetching}
          dataSource={lib.data?.list ?? []}
          locale={{ emptyText: <Empty description={search ? `没有找到与“${search}”相关的外部项目` : '外部系统中暂无项目'} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: lib.data?.total_count ?? 0, onChange: setPage, showSizeChanger: false }}
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
      )}
    </Modal>
  );
}
