import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import Schema from '@rc-component/async-validator';
import { ResourcePage, zhCN, type ResourceApi, type ResourceColumn } from '..';
import { rulesOf } from '../resource-form-dialog';
import { fill } from '../../testing/fill';

interface Device {
  id: string;
  name: string;
  /** 0 停用, 1 启用: a numeric code whose 0 is a real choice. */
  status: number;
  kind: string | null;
}

const STATUS = [
  { value: 0, label: '停用' },
  { value: 1, label: '启用' },
];

// The search form and the dialog both have `name`, `status` and `kind`: antd would give both forms the same ids.
const columns: ResourceColumn<Device>[] = [
  { key: 'name', title: '名称', search: { kind: 'input', name: 'name' }, form: { kind: 'input', required: true, max: 20 } },
  { key: 'status', title: '状态', search: { kind: 'select', options: STATUS }, form: { kind: 'select', options: STATUS, required: '请选择设备状态' }, render: (v) => STATUS.find((s) => s.value === v)?.label },
  { key: 'kind', title: '类型', search: { kind: 'select', options: [{ value: 'a', label: '甲类' }] }, form: { kind: 'select', options: [{ value: 'a', label: '甲类' }] } },
];

function fakeApi(): ResourceApi<Device> {
  const rows: Device[] = [{ id: 'd1', name: '一号设备', status: 0, kind: null }];
  return {
    list: async () => ({ list: rows, total_count: rows.length }),
    create: vi.fn(async () => ({ id: 'new' })),
    update: vi.fn(async () => null),
    remove: vi.fn(async () => null),
  };
}

function renderPages(...apis: ResourceApi<Device>[]) {
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {apis.map((api, i) => (
          <ResourcePage<Device> key={i} noun="设备" api={api} queryKey={['devices', i]} rowKey="id" columns={columns} />
        ))}
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return userEvent.setup();
}

/**
 * Ids given twice in the document. antd's own inner ids (a dialog's title, a select's list) are React's useId in a
 * browser but the fixed 'test-id' under NODE_ENV=test (@rc-component/util useId), so that one is not counted.
 */
const duplicateIds = () => {
  const seen = new Map<string, number>();
  for (const el of document.querySelectorAll('[id]')) if (el.id !== 'test-id') seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
};

describe('ResourcePage forms', () => {
  it('gives every element its own id with the search form and the dialog open, two lists on one page', async () => {
    const user = renderPages(fakeApi(), fakeApi());
    await waitFor(() => expect(screen.getAllByText('一号设备')).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: '新增设备' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(duplicateIds()).toEqual([]);
    // A label names its own input: the dialog's 名称, not the search form's.
    const name = within(dialog).getByLabelText('名称');
    expect(dialog.contains(name)).toBe(true);
    expect(screen.getAllByLabelText('名称')).toHaveLength(1);
  });

  it('takes 0 of a numeric select as a choice and refuses no choice with the column\'s message', async () => {
    const api = fakeApi();
    const user = renderPages(api);
    await screen.findByText('一号设备');
    await user.click(screen.getByRole('button', { name: '新增设备' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('名称'), '二号设备');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('请选择设备状态');
    expect(api.create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('停用'));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ name: '二号设备', status: 0 })));
  });

  it('keeps a row\'s 0 when it is edited', async () => {
    const api = fakeApi();
    const user = renderPages(api);
    const row = (await screen.findByText('一号设备')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('停用')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }), expect.objectContaining({ status: 0 })));
  });

  it('saves once when Enter is pressed twice before the first save has answered', async () => {
    const api = fakeApi();
    let answer = (_: null) => undefined as void;
    vi.mocked(api.update!).mockImplementation(() => new Promise<null>((resolve) => (answer = resolve)));
    const user = renderPages(api);
    const row = (await screen.findByText('一号设备')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('名称'), '{enter}{enter}');
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    answer(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.update).toHaveBeenCalledTimes(1);
  });

  it('puts the actions in one column fixed at the table\'s right edge', async () => {
    renderPages(fakeApi());
    await screen.findByText('一号设备');
    const header = screen.getByRole('columnheader', { name: '操作' });
    expect(header.className).toMatch(/ant-table-cell-fix-end/);
  });
});

describe('rulesOf', () => {
  const check = async (form: ResourceColumn<Device>['form'], value: unknown) => {
    const rules = rulesOf({ key: 'f', title: '字段', form }, zhCN);
    try {
      await new Schema({ f: rules as never }).validate({ f: value });
      return 'ok';
    } catch (error) {
      return (error as { errors: { message: string }[] }).errors[0]!.message;
    }
  };

  it('refuses an empty choice, number or text and accepts 0', async () => {
    const select = { kind: 'select', options: STATUS, required: '请选择状态' } as const;
    expect(await check(select, 0)).toBe('ok');
    expect(await check(select, 1)).toBe('ok');
    expect(await check(select, null)).toBe('请选择状态');
    expect(await check(select, undefined)).toBe('请选择状态');
    const several = { kind: 'select', multiple: true, options: STATUS, required: '请选择岗位' } as const;
    expect(await check(several, [])).toBe('请选择岗位');
    expect(await check(several, [0])).toBe('ok');
    expect(await check({ kind: 'number', required: true }, 0)).toBe('ok');
    expect(await check({ kind: 'number', required: true }, null)).toBe('字段不能为空');
    expect(await check({ kind: 'input', required: true, max: 3 }, '  ')).toBe('字段不能为空');
    expect(await check({ kind: 'input', required: true, max: 3 }, 'abcd')).toBe('字段不能超过 3 个字符');
  });
});
