import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space } from 'antd';
import type { TableProps } from 'antd';
import { PagedTable, useTableQuery } from '@zhuyun/ui';
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
  const { query, sortOf, onTableChange, refine } = useTableQuery<YardQuery>({ page: 1, per_page: 20, project_id: projectId });
  const [editing, setEditing] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const list = useYards(query);
  const remove = useDeleteYard();
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
            onSearch={(search) => refine({ search: search.trim() || undefined })}
          />
          <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
            新增堆场
          </Button>
        </Space>
        <PagedTable<Row>
          rowKey="stack_point_id"
          columns={columns}
          answer={list.data}
          loading={list.isFetching}
          error={list.isError && { title: '堆场列表加载失败', retry: () => void list.refetch() }}
          emptyText="暂无堆场"
          onChange={onTableChange}
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
