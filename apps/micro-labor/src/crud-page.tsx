import { useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import PlusOutlined from '@ant-design/icons/PlusOutlined';

export interface ListQuery {
  search?: string;
  page: number;
  per_page: number;
  sort_field?: string;
  sort_order?: 'ascend' | 'descend';
}

interface CrudPageProps<Row extends object, Values> {
  /** The resource's name in texts: 新增{noun}, 编辑{noun}. */
  noun: string;
  queryKey: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  searchPlaceholder: string;
  list: (query: ListQuery) => Promise<{ list: Row[]; total_count: number }>;
  save: (values: Values, editing: Row | null) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** The form's fields. */
  fields: ReactNode;
  toValues: (row: Row) => Partial<Values>;
  /** Other lists that change with this one (counts shown elsewhere). */
  invalidates?: string[];
}

/**
 * One resource's list (search, paging, sorting; loading, empty and error states), its create/edit dialog and its
 * delete. The state lives in this component, so it survives while the shell keeps the sub-app alive.
 */
export function CrudPage<Row extends object, Values extends object>(p: CrudPageProps<Row, Values>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ListQuery>({ page: 1, per_page: 10 });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [form] = Form.useForm<Values>();
  const listed = useQuery({ queryKey: [p.queryKey, query], queryFn: () => p.list(query), placeholderData: keepPreviousData });
  const refresh = () => Promise.all([p.queryKey, ...(p.invalidates ?? [])].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  const saving = useMutation({
    mutationFn: (values: Values) => p.save(values, editing ?? null),
    onSuccess: async () => {
      void message.success('保存成功');
      setEditing(undefined);
      await refresh();
    },
  });
  const removing = useMutation({
    mutationFn: (row: Row) => p.remove(row),
    onSuccess: async () => {
      void message.success('删除成功');
      await refresh();
    },
  });

  const open = (row: Row | null) => {
    form.resetFields();
    if (row) form.setFieldsValue(p.toValues(row) as Parameters<typeof form.setFieldsValue>[0]);
    setEditing(row);
  };
  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setQuery((q) => ({
      ...q,
      page: pagination.current ?? 1,
      per_page: pagination.pageSize ?? q.per_page,
      sort_field: s?.order ? String(s.columnKey ?? s.field) : undefined,
      sort_order: s?.order ?? undefined,
    }));
  };
  const actions: TableColumnsType<Row>[number] = {
    title: '操作',
    key: 'actions',
    width: 140,
    render: (_: unknown, row: Row) => (
      <Space>
        <Button type="link" size="small" onClick={() => open(row)}>
          编辑
        </Button>
        <Popconfirm title={`确定删除该${p.noun}吗？`} okText="删除" cancelText="取消" onConfirm={() => removing.mutateAsync(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ),
  };

  return (
    <>
      <div className="micro-labor__toolbar">
        <Input.Search
          className="micro-labor__search"
          allowClear
          placeholder={p.searchPlaceholder}
          onSearch={(value) => setQuery((q) => ({ ...q, page: 1, search: value.trim() || undefined }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
          新增{p.noun}
        </Button>
      </div>
      {listed.isError ? (
        <Alert
          type="error"
          showIcon
          title={`${p.noun}列表加载失败`}
          action={
            <Button size="small" onClick={() => void listed.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Table<Row>
          rowKey={p.rowKey}
          size="middle"
          columns={[...p.columns, actions]}
          dataSource={listed.data?.list ?? []}
          loading={listed.isFetching}
          locale={{ emptyText: query.search ? `没有找到与“${query.search}”相关的${p.noun}` : `暂无${p.noun}` }}
          pagination={{ current: query.page, pageSize: query.per_page, total: listed.data?.total_count ?? 0, showSizeChanger: true, showTotal: (n) => `共 ${n} 条` }}
          onChange={onTableChange}
        />
      )}
      <Modal
        title={editing ? `编辑${p.noun}` : `新增${p.noun}`}
        open={editing !== undefined}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => saving.mutate(values)}>
          {p.fields}
        </Form>
      </Modal>
    </>
  );
}
