import { useState } from 'react';
import { Alert, Button, Empty, Input, Popconfirm, Space, Table } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, evalListQuery, type EvalTableQuery } from '../api/evaluation-queries';
import { AddAssesseesModal } from './assignment-modals';

type Row = ResponseOf<typeof routes.evalListAssessees>['list'][number];
type Request = Omit<RequestOf<typeof routes.evalListAssessees>, 'exercise_id'>;
type Filter = EvalTableQuery<Request>;

/** Assessee data of one exercise: who is evaluated, with how many evaluate each. */
export function AssesseeTable({ exerciseId }: { exerciseId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { query: filter, sortOf, onTableChange, refine } = useTableQuery<Filter>({ page: 1, per_page: 20 });
  const [adding, setAdding] = useState(false);
  const list = useQuery({
    queryKey: evalKeys.list('assessees', { exerciseId, ...filter }),
    queryFn: ({ signal }) => client.call(routes.evalListAssessees, { ...evalListQuery<Request>(filter), exercise_id: exerciseId }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: evalKeys.all });
  const remove = async (row: Row) => {
    await client.call(routes.evalDeleteAssessee, { assessee_data_id: row.assessee_data_id });
    toast.success('删除成功');
    await refresh();
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search allowClear placeholder="搜索姓名或手机号" style={{ width: 220 }} onSearch={(search) => refine({ search: search || undefined })} />
        <Button type="primary" onClick={() => setAdding(true)}>
          添加被评价人
        </Button>
      </Space>
      {list.isError ? <Alert type="error" showIcon title="被评价人加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} /> : null}
      <Table<Row>
        rowKey="assessee_data_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        onChange={onTableChange}
        locale={{ emptyText: <Empty description="还没有被评价人" /> }}
        pagination={{ current: list.data?.cur_page ?? 1, pageSize: list.data?.page_size ?? 20, total: list.data?.total_count ?? 0, showSizeChanger: true, showTotal: (t) => `共 ${t} 人` }}
        columns={[
          { title: '姓名', dataIndex: 'person_name', sorter: true, sortOrder: sortOf('person_name') },
          { title: '手机号', dataIndex: 'phone', sorter: true, sortOrder: sortOf('phone') },
          { title: '组织', dataIndex: 'obs_name', render: (v: string | null) => v ?? '—' },
          { title: '岗位', dataIndex: 'job_name', render: (v: string | null) => v ?? '—' },
          { title: '评价人数', dataIndex: 'evaluator_count' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <Popconfirm title={`移除 ${row.person_name}（其未提交的评价关系一并移除）？`} onConfirm={() => void remove(row).catch(() => undefined)}>
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <AddAssesseesModal
        exerciseId={exerciseId}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(added) => {
          setAdding(false);
          toast.success(`已添加 ${added} 人`);
          void refresh();
        }}
      />
    </Space>
  );
}
