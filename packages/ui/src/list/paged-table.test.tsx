import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable } from './paged-table';
import { useTableQuery } from './use-table-query';

interface Query {
  page?: number;
  per_page?: number;
  search?: string;
  sort_field?: 'code' | 'name';
  sort_order?: 'ascend' | 'descend';
}

describe('useTableQuery', () => {
  it('moves page, size and one sort column, preferring a column key over its dataIndex', () => {
    const { result } = renderHook(() => useTableQuery<Query>({ page: 1, per_page: 20 }));
    act(() => result.current.onTableChange({ current: 3, pageSize: 50 }, {}, { order: 'descend', field: 'name_text', columnKey: 'name' }));
    expect(result.current.query).toEqual({ page: 3, per_page: 50, sort_field: 'name', sort_order: 'descend' });
    expect(result.current.sortOf('name')).toBe('descend');
    expect(result.current.sortOf('code')).toBeNull();

    act(() => result.current.onTableChange({ current: 3, pageSize: 50 }, {}, [{ order: 'ascend', field: 'code' }]));
    expect(result.current.query.sort_field).toBe('code');
    // Sorting switched off: no sort sent.
    act(() => result.current.onTableChange({ current: 2 }, {}, { order: null, field: 'code' }));
    expect(result.current.query).toEqual({ page: 2, per_page: 20, sort_field: undefined, sort_order: undefined });
  });

  it('starts again at page 1 when the search or a filter changes', () => {
    const { result } = renderHook(() => useTableQuery<Query>({ page: 4, per_page: 10 }));
    act(() => result.current.refine({ search: '钢' }));
    expect(result.current.query).toEqual({ page: 1, per_page: 10, search: '钢' });
  });
});

describe('PagedTable', () => {
  const answer = { list: [{ id: 'a', name: '一号楼' }], cur_page: 1, page_size: 20, total_count: 21 };
  const columns = [{ title: '名称', dataIndex: 'name' }];

  it('shows the page with the total, and moves to the next page through onChange', async () => {
    const onChange = vi.fn();
    render(<PagedTable rowKey="id" columns={columns} answer={answer} loading={false} emptyText="暂无数据" onChange={onChange} />);
    expect(screen.getByText('一号楼')).toBeInTheDocument();
    expect(screen.getByText('共 21 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ current: 2, pageSize: 20 });
  });

  it('shows its empty text, and the error with a retry', async () => {
    const retry = vi.fn();
    render(<PagedTable rowKey="id" columns={columns} answer={undefined} loading={false} emptyText="暂无构件" error={{ title: '列表加载失败', retry }} />);
    expect(screen.getByText('暂无构件')).toBeInTheDocument();
    expect(screen.getByText('列表加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the no-permission state instead of the table when the list was refused with 10403', () => {
    render(<PagedTable rowKey="id" columns={columns} answer={undefined} loading={false} emptyText="暂无构件" error={{ title: '列表加载失败', retry: vi.fn(), cause: { code: 10403 } }} />);
    expect(screen.getByText('抱歉,暂无此权限')).toBeInTheDocument();
    expect(screen.queryByText('列表加载失败')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the total in the page\'s words and leaves out the size changer when told', () => {
    render(<PagedTable rowKey="id" columns={columns} answer={answer} loading={false} emptyText="暂无数据" pagination={{ showTotal: (n) => `共 ${n} 个系统`, showSizeChanger: false }} />);
    expect(screen.getByText('共 21 个系统')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
