import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useSearchParams } from 'react-router';
import type { ResponseOf } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { project } from '@zhuyun/contracts';
import { useDeleteYard, useSaveYard, useYards, type YardQuery } from '../api/use-stack-points';

type Row = ResponseOf<typeof project.listStackPoints>['list'][number];
const { ProjectMsg } = project;

/**
 * /yardList: the company's yards (stack points) with search, sorting, paging, create, edit and delete;
 * /projectYardList?project_id=…: the same for one project's site yards.
 */
export function YardListPage() {
  const [params] = useSearchParams();
  const projectId = params.get('project_id') ?? undefined;
  const [query, setQuery] = useState<YardQuery>({ page: 1, per_page: 20, project_id: projectId });
  const [editing, setEditing] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const list = useYards(query);
  const remove = useDeleteYard();
  const sortOf = (field: string) => (query.sort_field === field ? (query.sort_order ?? null) : null);
  const onTable: TableProps<Row>['onChange'] = (pagination, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setQuery((q) => ({
      ...q,
      page: pagination.current ?? 1,
      per_page: pagination.pageSize ?? 20,
      sort_field: one?.order ? (one.field as YardQuery['sort_field']) : undefined,
      sort_order: one?.order ?? undefined,
    }));
  };
  const columns: TableProps<Row>['columns'] = [
    { title: '堆场名称', dataIndex: 'stack_point_name', sorter: true, sortOrder: sortOf('stack_point_name') },
    { title: '所属项目', dataIndex: 'project_name', render: (v: string | null) => v ?? '工厂堆场' },
    { title: '地址', dataIndex: 'address', render: (v: string | null) => v ?? '—' },
    { title: '容量', dataIndex: 'capacity', sorter: true, sortOrder: sortOf('capacity'), render: (v: number | null) => v ?? '—' },
    { title: '在场构件', dataIndex: 'stock' },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => (setEditing(r), setOpen(true))}>
            编辑
          </Button>
          <Popconfirm title={`删除堆场“${r.stack_point_name}”？`} onConfirm={() => remove.mutateAsync(r.stack_point_id).then(() => toast.success('删除成功'))}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card title={projectId ? "项目堆场" : "堆场管理"} variant="borderless">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            aria-label="搜索堆场"
            placeholder="搜索堆场名称"
            allowClear
            style={{ width: 240 }}
            onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim() || undefined, page: 1 }))}
          />
          <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
            新增堆场
          </Button>
        </Space>
        {list.isError && <Alert type="error" showIcon title="堆场列表加载失败" action={<Button onClick={() => void list.refetch()}>重试</Button>} />}
        <Table<Row>
          rowKey="stack_point_id"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          onChange={onTable}
          locale={{ emptyText: <Empty description="暂无堆场" /> }}
          pagination={{
            current: list.data?.cur_page ?? 1,
            pageSize: list.data?.page_size ?? 20,
            total: list.data?.total_count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      </Space>
      <YardDialog open={open} editing={editing} projectId={projectId} onClose={() => setOpen(false)} />
    </Card>
  );
}

function YardDialog({ open, editing, projectId, onClose }: { open: boolean; editing: Row | null; projectId?: string; onClose: () => void }) {
  const [form] = Form.useForm();
  const save = useSaveYard();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
  }, [open, editing, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ ...v, project_id: editing ? editing.project_id : (projectId ?? null), stack_point_id: editing?.stack_point_id });
    toast.success(ProjectMsg.saved);
    onClose();
  };
  return (
    <Modal open={open} title={editing ? '编辑堆场' : '新增堆场'} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="stack_point_name" label="堆场名称" rules={[{ required: true, whitespace: true, message: ProjectMsg.stackPointNameRequired }]}>
          <Input />
        </Form.Item>
        <Form.Item name="address" label="地址">
          <Input />
        </Form.Item>
        <Form.Item name="capacity" label="容量（构件数）">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
