import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import { ApiError } from '@zhuyun/client';
import { ResourcePage, type ResourceApi, type ResourceColumn, type ResourceQuery } from '..';
import { fill } from '../../testing/fill';

interface Yard {
  id: string;
  name: string;
  kind: string | null;
}

const columns: ResourceColumn<Yard>[] = [
  { key: 'name', title: '名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索名称' }, form: { kind: 'input', required: true, max: 10 } },
  { key: 'kind', title: '类型', search: { kind: 'select', options: [{ value: 'a', label: '甲类' }] }, render: (v) => (v === 'a' ? '甲类' : '—') },
];

/**
 * A server in memory: 45 rows, searched by name, sorted by name, paged. A test that neither pages, searches nor exports
 * asks for a few rows: every row shown is a row of antd buttons and a Popconfirm that jsdom renders again and again.
 */
function fakeApi(overrides: Partial<ResourceApi<Yard>> = {}, count = 45) {
  const rows: Yard[] = Array.from({ length: count }, (_, i) => ({ id: `y${i}`, name: `堆场${String(i).padStart(2, '0')}`, kind: i % 2 ? 'a' : null }));
  const calls: ResourceQuery[] = [];
  const api: ResourceApi<Yard> = {
    list: async (q) => {
      calls.push(q);
      let found = rows.filter((r) => (!q.search || r.name.includes(String(q.search))) && (!q.kind || r.kind === q.kind));
      if (q.sort_field === 'name') found = [...found].sort((a, b) => a.name.localeCompare(b.name) * (q.sort_order === 'desc' ? -1 : 1));
      return { list: found.slice((q.page - 1) * q.page_size, q.page * q.page_size), total_count: found.length };
    },
    create: vi.fn(async () => ({ id: 'new' })),
    update: vi.fn(async () => null),
    remove: vi.fn(async () => null),
    ...overrides,
  };
  return { api, calls };
}

function renderPage(api: ResourceApi<Yard>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    // Without motion a closed dialog leaves the document at once (jsdom never ends a CSS transition).
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <ResourcePage<Yard> noun="堆场" title="堆场管理" api={api} queryKey={['yards']} rowKey="id" columns={columns} describe={(r) => r.name} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return userEvent.setup();
}

/**
 * The search form and the toolbar: queries by role stay inside it, since over the whole page they weigh the name and
 * visibility of every row's buttons.
 */
const searchBar = () => screen.getByPlaceholderText('搜索名称').closest('.resource-search') as HTMLElement;

/** A search typed and sent with Enter: the Enter key is what is tested, the text is pasted. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await fill(user, screen.getByPlaceholderText('搜索名称'), text);
  await user.keyboard('{Enter}');
}

describe('ResourcePage', () => {
  it('pages and sorts on the server, in the kit\'s asc/desc', async () => {
    const { api, calls } = fakeApi();
    const user = renderPage(api);
    await screen.findByText('堆场00');
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await screen.findByText('堆场40');
    expect(calls.at(-1)).toMatchObject({ page: 3, page_size: 20 });

    // Sorting starts again at page 1; a second click turns the order round.
    await user.click(screen.getByRole('columnheader', { name: /名称/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 1, sort_field: 'name', sort_order: 'asc' }));
    await user.click(screen.getByRole('columnheader', { name: /名称/ }));
    await screen.findByText('堆场44');
    expect(calls.at(-1)).toMatchObject({ sort_field: 'name', sort_order: 'desc' });
  });

  it('searches with Enter and the select, from page 1, and 重置 clears the filters', async () => {
    const { api, calls } = fakeApi();
    const user = renderPage(api);
    await screen.findByText('堆场00');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('堆场20');
    await searchFor(user, '堆场1');
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: 1, page_size: 20, search: '堆场1' }));
    await screen.findByText('共 10 条');

    await user.click(within(searchBar()).getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('甲类'));
    await user.click(within(searchBar()).getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: 1, page_size: 20, search: '堆场1', kind: 'a' }));

    await user.click(within(searchBar()).getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: 1, page_size: 20 }));
    expect(screen.getByPlaceholderText('搜索名称')).toHaveValue('');
  });

  it('shows a skeleton while the first page loads, then the empty text that names the search', async () => {
    let answer: (v: { list: Yard[]; total_count: number }) => void = () => undefined;
    const { api } = fakeApi({ list: (q) => (q.search ? Promise.resolve({ list: [], total_count: 0 }) : new Promise((resolve) => (answer = resolve))) });
    const user = renderPage(api);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"] .ant-skeleton')).not.toBeNull());
    answer({ list: [], total_count: 0 });
    await screen.findByText('暂无堆场');
    await searchFor(user, '九号');
    await screen.findByText('没有找到与“九号”相关的堆场');
  });

  it('shows the error with 重试, and the list again after it', async () => {
    let failure: Error | null = new ApiError(50000, '服务器内部错误', 200);
    const { api } = fakeApi({}, 3);
    const list = api.list;
    const user = renderPage({ ...api, list: (q, s) => (failure ? Promise.reject(failure) : list(q, s)) });
    await screen.findByText('堆场列表加载失败');
    failure = null;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await screen.findByText('堆场00');
    expect(screen.queryByText('堆场列表加载失败')).toBeNull();
  });

  it('answers 10403 with 暂无此权限 instead of a table', async () => {
    const { api } = fakeApi({ list: () => Promise.reject(new ApiError(10403, '暂无此权限', 200)) });
    renderPage(api);
    await screen.findByText('抱歉,暂无此权限');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('creates with the required and maximum-length rules', async () => {
    const { api } = fakeApi({}, 3);
    const user = renderPage(api);
    await screen.findByText('堆场00');
    await user.click(within(searchBar()).getByRole('button', { name: '新增堆场' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('名称不能为空');
    expect(within(dialog).getByLabelText('名称')).toHaveAttribute('maxlength', '10');
    await fill(user, within(dialog).getByLabelText('名称'), '新堆场');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.create).toHaveBeenCalledWith({ name: '新堆场' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what was typed when the page renders again with the dialog open (a select\'s options arriving)', async () => {
    const { api } = fakeApi({}, 3);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // As a page does: its columns and initialValues are new objects on every render.
    const page = (kinds: { value: string; label: string }[]) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={client}>
          <ResourcePage<Yard>
            noun="堆场"
            api={api}
            queryKey={['yards']}
            rowKey="id"
            columns={[columns[0]!, { key: 'kind', title: '类型', form: { kind: 'select', options: kinds } }]}
            initialValues={() => ({})}
            describe={(r) => r.name}
          />
        </QueryClientProvider>
      </ConfigProvider>
    );
    const { rerender } = render(page([]));
    const user = userEvent.setup();
    await screen.findByText('堆场00');
    await user.click(within(searchBar()).getByRole('button', { name: '新增堆场' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('名称'), '新堆场');
    rerender(page([{ value: 'a', label: '甲类' }]));
    expect(within(dialog).getByLabelText('名称')).toHaveValue('新堆场');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ name: '新堆场' })));
  });

  it('edits a row\'s values, closes with Esc, and deletes after confirming', async () => {
    const { api } = fakeApi({}, 3);
    const user = renderPage(api);
    const row = (await screen.findByText('堆场01')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s?辑/ }));
    const editor = await screen.findByRole('dialog');
    expect(within(editor).getByLabelText('名称')).toHaveValue('堆场01');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('button', { name: /删\s?除/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除“堆场01”吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'y1' })));
  });

  it('exports every row of the current filter as CSV', async () => {
    const { api, calls } = fakeApi();
    const saved: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:x'));
    const user = renderPage(api);
    await screen.findByText('堆场00');
    await searchFor(user, '堆场');
    await user.click(within(searchBar()).getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ search: '堆场', page: 1, page_size: 500 });
    const text = await saved[0]!.text();
    expect(text.split('\r\n')).toHaveLength(47);
    expect(text.split('\r\n')[2]).toBe('堆场01,甲类');
    create.mockRestore();
  });
});
