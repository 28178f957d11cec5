import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { antdOrderOf, evalKeys, sortOrderOf } from '../api/evaluation-queries';

export interface NamedRow {
  id: string;
  name: string;
  person_count: number;
  created_at: string;
}
export interface ListFilter {
  page?: number;
  page_size?: number;
  search?: string;
  sort_field?: string;
  sort_order?: 'asc' | 'desc';
}

/**
 * A paged, searchable, sortable list of named things (org units, jobs) with add, rename and delete: the two lists of
 * the organisation page differ only in their calls and texts.
 */
export function NameListCard(props: {
  title: string;
  nameLabel: string;
  requiredMessage: string;
  queryName: string;
  /** The list call's sort_field for the name column. */
  nameSortField: string;
  load(filter: ListFilter, signal: AbortSignal): Promise<{ list: NamedRow[]; total_count: number; cur_page: number; page_size: number }>;
  save(row: { id?: string; name: string }): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onSaved(): void;
  extraActions?: (row: NamedRow) => ReactNode;
  /** Lists and searches without adding, editing or deleting (the rows are someone else's to maintain). */
  readOnly?: boolean;
}) {
  const [filter, setFilter] = useState<ListFilter>({ page: 1, page_size: 10 });
  const [editing, setEditing] = useState<NamedRow | null | undefined>(undefined);
  const [form] = Form.useForm<{ name: string }>();
  const list = useQuery({
    queryKey: evalKeys.list(props.queryName, filter),
    queryFn: ({ signal }) => props.load(filter, signal),
    placeholderData: keepPreviousData,
  });
  const onTable: TableProps<NamedRow>['onChange'] = (pagination, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setFilter((f) => ({ ...f, page: pagination.current ?? 1, page_size: pagination.pageSize ?? 10, sort_field: one?.order ? String(one.columnKey) : undefined, sort_order: sortOrderOf(one?.order) }));
  };
  const sortOf = (field: string) => (filter.sort_field === field ? antdOrderOf(filter.sort_order) : null);
  const open = (row: NamedRow | null) => {
    form.setFieldsValue({ name: row?.name ?? '' });
    setEditing(row);
  };
  const submit = async () => {
    const { name } = await form.validateFields();
    await props.save({ id: editing?.id, name });
    setEditing(undefined);
    props.onSaved();
  };
  return (
    <Card
      size="small"
      title={props.title}
      extra={
        props.readOnly ? null : (
          <Button type="primary" size="small" onClick={() => open(null)}>
            新增
          </Button>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search allowClear placeholder={`搜索${props.nameLabel}`} onSearch={(search) => setFilter((f) => ({ ...f, search: search || undefined, page: 1 }))} />
        {list.isError ? <Alert type="error" showIcon title={`${props.title}加载失败`} action={<Button onClick={() => void list.refetch()}>重试</Button>} /> : null}
        <Table<NamedRow>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          onChange={onTable}
          locale={{ emptyText: <Empty description={`暂无${props.title}`} /> }}
          pagination={{ current: list.data?.cur_page ?? 1, pageSize: list.data?.page_size ?? 10, total: list.data?.total_count ?? 0, showTotal: (t) => `共 ${t} 条` }}
          columns={[
            { title: props.nameLabel, dataIndex: 'name', key: props.nameSortField, sorter: true, sortOrder: sortOf(props.nameSortField) },
            { title: '人员数', dataIndex: 'person_count', key: 'person_count', sorter: true, sortOrder: sortOf('person_count'), width: 90 },
            ...(props.readOnly
              ? []
              : [
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, row: NamedRow) => (
                      <Space size={0}>
                        {props.extraActions?.(row)}
                        <Button type="link" size="small" onClick={() => open(row)}>
                          编辑
                        </Button>
                        <Popconfirm title={`删除「${row.name}」？`} onConfirm={() => void props.remove(row.id).then(props.onSaved).catch(() => undefined)}>
                          <Button type="link" size="small" danger>
                            删除
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]),
          ]}
        />
      </Space>
      <Modal title={editing ? `编辑${props.nameLabel}` : `新增${props.nameLabel}`} open={editing !== undefined} onCancel={() => setEditing(undefined)} onOk={() => void submit().catch(() => undefined)}>
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={props.nameLabel} rules={[{ required: true, whitespace: true, message: props.requiredMessage }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
