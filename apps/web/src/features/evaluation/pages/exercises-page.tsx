import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient, useTableQuery } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys, useExercises, type ExerciseFilter } from '../api/evaluation-queries';
import { ExerciseFormModal } from '../components/exercise-form-modal';

type Row = ResponseOf<typeof routes.evalListExercises>['list'][number];
const STATUS = [
  { text: '未发布', color: 'default' },
  { text: '进行中', color: 'blue' },
  { text: '结果已提交', color: 'green' },
] as const;

/** /eva/exercises: the unit's evaluation exercises with search, status filter, paging, sorting and their actions. */
export function ExercisesPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { query: filter, sortOf, onTableChange, refine } = useTableQuery<ExerciseFilter>({ page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const list = useExercises(filter);
  const refresh = () => queryClient.invalidateQueries({ queryKey: evalKeys.all });

  const act = async (work: () => Promise<unknown>, done: string) => {
    await work();
    toast.success(done);
    await refresh();
  };

  const columns: TableProps<Row>['columns'] = [
    { title: '评价名称', dataIndex: 'exercise_name', sorter: true, sortOrder: sortOf('exercise_name') },
    { title: '开始日期', dataIndex: 'start_date', sorter: true, sortOrder: sortOf('start_date'), width: 120 },
    { title: '结束日期', dataIndex: 'end_date', sorter: true, sortOrder: sortOf('end_date'), width: 120 },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      sortOrder: sortOf('status'),
      width: 110,
      render: (s: 0 | 1 | 2) => <Tag color={STATUS[s].color}>{STATUS[s].text}</Tag>,
    },
    { title: '被评价人', dataIndex: 'assessee_count', width: 90 },
    { title: '已评/应评', key: 'progress', width: 100, render: (_, r) => `${r.submitted_count}/${r.evaluator_count}` },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void navigate(`/eva/results?exercise_id=${row.exercise_id}`)}>
            结果
          </Button>
          <Button type="link" size="small" onClick={() => void navigate(`/eva/questions?exercise_id=${row.exercise_id}`)}>
            题目
          </Button>
          <Button type="link" size="small" disabled={row.status === 2} onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Popconfirm
            title="给尚未完成评价的评价人发送短信通知？"
            disabled={row.status !== 1}
            onConfirm={() => void act(() => client.call(routes.evalNotifyPersons, { exercise_id: row.exercise_id }), '通知已发送').catch(() => undefined)}
          >
            <Button type="link" size="small" disabled={row.status !== 1}>
              通知
            </Button>
          </Popconfirm>
          <Popconfirm title="删除该评价活动？" onConfirm={() => void act(() => client.call(routes.evalDeleteExercise, { exercise_id: row.exercise_id }), '删除成功').catch(() => undefined)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title="评价活动" variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search allowClear placeholder="搜索评价名称" style={{ width: 220 }} onSearch={(search) => refine({ search: search || undefined })} />
          <Select
            allowClear
            aria-label="状态"
            placeholder="全部状态"
            style={{ width: 140 }}
            options={STATUS.map((s, i) => ({ value: i, label: s.text }))}
            onChange={(status?: number) => refine({ status })}
          />
          <Button type="primary" onClick={() => setEditing(null)}>
            新建评价
          </Button>
        </Space>
        {list.isError ? <Alert type="error" showIcon title="评价活动加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} /> : null}
        <Table<Row>
          rowKey="exercise_id"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          onChange={onTableChange}
          locale={{ emptyText: <Empty description="暂无评价活动" /> }}
          pagination={{
            current: list.data?.cur_page ?? 1,
            pageSize: list.data?.page_size ?? 20,
            total: list.data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </Space>
      <ExerciseFormModal
        open={editing !== undefined}
        exercise={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          toast.success('保存成功');
          void refresh();
        }}
      />
    </Card>
  );
}
