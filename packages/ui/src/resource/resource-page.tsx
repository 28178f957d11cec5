import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { ResourceActions } from './resource-actions';
import type { ResourcePageAnswer, ResourceSource } from './resource-api';
import { toTableColumns } from './resource-table-columns';
import type { ResourceColumn } from './resource-columns';
import { useResourceExport } from './resource-export-button';
import { ResourceFormDialog } from './resource-form-dialog';
import { useResourceKit } from './resource-kit-context';
import { useResourceQuery, type SortOrder } from './resource-query';
import { ResourceSearchForm, initialFilters } from './resource-search-form';
import { ResourceTable } from './resource-table';
import { useBoundApi, useResource } from './use-resource';

export interface ResourcePageProps<Row extends object, Values> {
  /** The resource in the kit's sentences: 新增{noun}, 暂无{noun}, {noun}列表加载失败, the export's file name. */
  noun: string;
  /** A card around the page with this title; none inside a host that has its own (a micro-app's tabs). */
  title?: ReactNode;
  api: ResourceSource<Row, Values>;
  /** The TanStack Query key every query of this resource starts with. */
  queryKey: readonly unknown[];
  rowKey: keyof Row & string;
  /**
   * The columns; a function of the page's answer when some come from it (a results table's column per question, a
   * total in a title). Called with undefined before the first answer.
   */
  columns: ResourceColumn<Row>[] | ((answer: ResourcePageAnswer<Row> | undefined) => ResourceColumn<Row>[]);
  /** Above the search form: what the answer says besides its rows (an exercise's state and dates, a commit button). */
  header?: (answer: ResourcePageAnswer<Row> | undefined) => ReactNode;
  /** Filters the page always sends (a project id from the address); 重置 keeps them. */
  fixed?: Record<string, unknown>;
  pageSize?: number;
  initialSort?: { field: string; order: SortOrder };
  /** The form's values as the create/update call takes them (nulls for cleared selects, the fixed project …). */
  toInput?: (values: Record<string, unknown>, editing: Row | null) => Values;
  /** The dialog's starting values, when a row's fields are not the form's as they are. */
  initialValues?: (row: Row | null) => Record<string, unknown>;
  /** The row's name in the delete confirmation. */
  describe?: (row: Row) => string;
  /** The whole delete question, when more must be said than the row's name (移除 … 其评价关系一并移除？). */
  confirmDelete?: (row: Row) => string;
  /** Actions of a row before 编辑 and 删除 (轨迹 …). */
  rowActions?: (row: Row) => ReactNode;
  /** More buttons after 新增 and 导出. */
  toolbar?: ReactNode;
  /**
   * What the user may do, from their permissions; everything the api offers when omitted. `update` and `remove` may
   * depend on the row: its button is then shown but disabled.
   */
  can?: { create?: boolean; update?: boolean | ((row: Row) => boolean); remove?: boolean | ((row: Row) => boolean); export?: boolean };
  /**
   * The page's own create/edit dialog, for forms the column kinds do not cover (a date range checked as a pair, a
   * draft/published choice). It calls the server itself; `saved` says so and refreshes the list.
   */
  dialog?: (p: { open: boolean; editing: Row | null; close: () => void; saved: () => void }) => ReactNode;
  /** Other lists that change with this one. */
  invalidates?: readonly (readonly unknown[])[];
  /** The empty list's words when 暂无{noun} says too little (暂无人员，可新增或导入). */
  emptyText?: ReactNode;
}

/**
 * One resource's page from one column array: the search form, the server-paged and sorted table with its loading,
 * empty, error and 403 states, the create/edit dialog, delete with confirmation and the export of the current filter.
 * Its state lives in the component, so a tab or a kept-alive micro-app finds it as it was left.
 */
export function ResourcePage<Row extends object, Values = Record<string, unknown>>(p: ResourcePageProps<Row, Values>) {
  const { messages: m, notify } = useResourceKit();
  const api = useBoundApi(p.api);
  const columnsOf = (answer: ResourcePageAnswer<Row> | undefined) => (typeof p.columns === 'function' ? p.columns(answer) : p.columns);
  const { query, setQuery, onTableChange, search, sortOf } = useResourceQuery({ pageSize: p.pageSize, fixed: p.fixed, initialFilters: initialFilters(columnsOf(undefined)), initialSort: p.initialSort });
  const { list, save, remove, refresh } = useResource(api, p.queryKey, query, p.invalidates);
  const described = columnsOf(list.data);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const exporting = useResourceExport(api, described, query, p.noun);
  const custom = Boolean(p.dialog);
  const may = {
    create: (custom || Boolean(api.create)) && p.can?.create !== false,
    update: (custom || Boolean(api.update)) && p.can?.update !== false,
    remove: Boolean(api.remove) && p.can?.remove !== false,
  };
  const editable = (row: Row) => (typeof p.can?.update === 'function' ? p.can.update(row) : true);
  const removable = (row: Row) => (typeof p.can?.remove === 'function' ? p.can.remove(row) : true);

  const onSave = async (values: Record<string, unknown>) => {
    const row = editing ?? null;
    await save.mutateAsync({ values: p.toInput ? p.toInput(values, row) : (values as Values), row });
    notify.success(m.saved);
  };
  const onRemove = async (row: Row) => {
    await remove.mutateAsync(row);
    notify.success(m.deleted);
    // The last row of a later page gone: show the page before, not an empty one.
    if (list.data?.list.length === 1 && query.page > 1) setQuery((q) => ({ ...q, page: q.page - 1 }));
  };
  const actions = may.update || may.remove || p.rowActions;
  const columns = [
    ...toTableColumns(described, sortOf, m.none),
    ...(actions
      ? [
          {
            title: m.actions,
            key: '__actions',
            // As wide as its buttons (never cut or wrapped), and at the right edge while the other columns scroll.
            fixed: 'end' as const,
            className: 'resource-actions-cell',
            render: (_: unknown, row: Row) => (
              <ResourceActions
                row={row}
                extra={p.rowActions?.(row)}
                onEdit={may.update ? () => setEditing(row) : undefined}
                editDisabled={!editable(row)}
                onRemove={may.remove ? onRemove : undefined}
                removeDisabled={!removable(row)}
                describe={p.describe}
                confirmDelete={p.confirmDelete}
              />
            ),
          },
        ]
      : []),
  ];
  const searchText = typeof query.search === 'string' ? query.search : undefined;

  const body = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {p.header?.(list.data)}
      <ResourceSearchForm
        columns={described}
        onSearch={search}
        toolbar={
          <>
            {may.create && (
              <Button type="primary" onClick={() => setEditing(null)}>
                {m.createOf(p.noun)}
              </Button>
            )}
            {p.can?.export !== false && (
              <Button onClick={exporting.run} loading={exporting.pending}>
                {m.export}
              </Button>
            )}
            {p.toolbar}
          </>
        }
      />
      <ResourceTable<Row>
        rowKey={p.rowKey}
        columns={columns}
        answer={list.data}
        page={query.page}
        pageSize={query.page_size}
        pending={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        retry={() => void list.refetch()}
        errorTitle={m.loadFailedOf(p.noun)}
        emptyText={searchText ? m.emptySearch(p.noun, searchText) : (p.emptyText ?? m.emptyOf(p.noun))}
        onChange={onTableChange}
      />
      {p.dialog?.({
        open: editing !== undefined,
        editing: editing ?? null,
        close: () => setEditing(undefined),
        saved: () => {
          setEditing(undefined);
          notify.success(m.saved);
          void refresh();
        },
      })}
      {!custom && (may.create || may.update) && (
        <ResourceFormDialog<Row>
          noun={p.noun}
          columns={described}
          open={editing !== undefined}
          editing={editing ?? null}
          pending={save.isPending}
          initialValues={p.initialValues}
          onSave={onSave}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Space>
  );
  return p.title ? (
    <Card title={p.title} variant="borderless">
      {body}
    </Card>
  ) : (
    body
  );
}
