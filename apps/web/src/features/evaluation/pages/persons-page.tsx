import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, exportPersons, useOrgOptions, usePersons, type PersonFilter } from '../api/evaluation-queries';
import { PersonFormModal } from '../components/person-form-modal';
import { XlsxImportButton } from '../components/xlsx-import-button';

type Row = ResponseOf<typeof routes.evalListPersons>['list'][number];

/** /eva/persons: the persons who evaluate or are evaluated, with search, filters, paging, sorting, import and export. */
export function PersonsPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { obs } = useOrgOptions();
  const { query: filter, sortOf, onTableChange, refine } = useTableQuery<PersonFilter>({ page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const list = usePersons(filter);

  const remove = async (row: Row) => {
    await client.call(routes.evalDeletePerson, { person_id: row.person_id });
    toast.success('删除成功');
    await queryClient.invalidateQueries({ queryKey: evalKeys.all });
  };
  const doExport = async () => {
    setExporting(true);
    try {
      await exportPersons(client, typeof filter.search === 'string' ? filter.search : undefined);
    } catch {
      // Shown by the client's error policy.
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<Row>['columns'] = [
    { title: '姓名', dataIndex: 'person_name', sorter: true, sortOrder: sortOf('person_name') },
    { title: '手机号', dataIndex: 'phone', sorter: true, sortOrder: sortOf('phone') },
    { title: '岗位', dataIndex: 'job_name', sorter: true, sortOrder: sortOf('job_name'), render: (v: string | null) => v ?? '—' },
    { title: '组织', dataIndex: 'obs_name', sorter: true, sortOrder: sortOf('obs_name'), render: (v: string | null) => v ?? '—' },
    { title: '服务密码', dataIndex: 'has_password', render: (v: boolean) => (v ? <Tag color="green">已设置</Tag> : <Tag>未设置</Tag>) },
    { title: '登记时间', dataIndex: 'created_at', sorter: true, sortOrder: sortOf('created_at'), render: (v: string) => v.slice(0, 10) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Popconfirm title={`删除 ${row.person_name}？`} onConfirm={() => void remove(row).catch(() => undefined)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title="评价人员" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search allowClear placeholder="搜索姓名或手机号" style={{ width: 220 }} onSearch={(search) => refine({ search: search || undefined })} />
          <Select
            allowClear
            aria-label="组织"
            placeholder="全部组织"
            style={{ width: 160 }}
            options={(obs.data?.list ?? []).map((o) => ({ value: o.obs_id, label: o.obs_name }))}
            onChange={(obs_id?: string) => refine({ obs_id })}
          />
          <Button type="primary" onClick={() => setEditing(null)}>
            新增人员
          </Button>
          <XlsxImportButton upload={(file) => client.upload(routes.evalImportPersons, {}, file, file.name, { silent: true })} />
          <Button loading={exporting} onClick={() => void doExport()}>
            导出
          </Button>
        </Space>
        {list.isError ? <Alert type="error" showIcon title="人员加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} /> : null}
        <Table<Row>
          rowKey="person_id"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          onChange={onTableChange}
          locale={{ emptyText: <Empty description="暂无人员，可新增或导入" /> }}
          pagination={{
            current: list.data?.cur_page ?? 1,
            pageSize: list.data?.page_size ?? 20,
            total: list.data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 人`,
          }}
        />
      </Space>
      <PersonFormModal
        open={editing !== undefined}
        person={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          toast.success('保存成功');
          void queryClient.invalidateQueries({ queryKey: evalKeys.all });
        }}
      />
    </Card>
  );
}
