import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';
import { ApiClientProvider } from './api-client-context';
import { AreaCascader } from './area-cascader';

const tree = [
  {
    area_id: 330000,
    code: '330000',
    name: '浙江省',
    children: [
      {
        area_id: 330100,
        code: '330100',
        name: '杭州市',
        children: [
          { area_id: 330113, code: '330113', name: '临平区' },
          { area_id: 330114, code: '330114', name: '钱塘区' },
        ],
      },
    ],
  },
  { area_id: 440000, code: '440000', name: '广东省', children: [{ area_id: 441900, code: '441900', name: '东莞市' }] },
];

/** A client whose fetch answers get_key and the area tree, counting tree requests. */
function clientWithTree(answer: 'ok' | 'fail' = 'ok') {
  const treeCalls = { n: 0 };
  const fetch = (async (input: string | URL) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === routes.getAreaTree.path) treeCalls.n += 1;
    const body =
      path === routes.getKey.path
        ? { code: 0, msg: 'success', data: { key: 'k', secret: 's', expires_at: '2999-01-01T00:00:00Z' } }
        : answer === 'ok'
          ? { code: 0, msg: 'success', data: { list: tree } }
          : { code: 50000, msg: '抱歉,内部发生错误', data: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { client: new ApiClient({ baseUrl: '', systemNo: 'web', authCode: 'x', store: memoryStore(), fetch }), treeCalls };
}

/** One cascader on a client serving the tree, its tree loaded and its menu open. */
async function openCascader() {
  const { client } = clientWithTree();
  const onChange = vi.fn();
  render(
    <ApiClientProvider client={client}>
      <AreaCascader onChange={onChange} />
    </ApiClientProvider>,
  );
  await waitFor(() => expect(document.querySelector('.ant-select-loading')).toBeNull());
  await userEvent.click(screen.getByRole('combobox'));
  return onChange;
}

describe('AreaCascader', () => {
  it('walks 浙江省 → 杭州市 → 钱塘区 and reports area_id with provinceNo, cityNo and areaNo', async () => {
    const onChange = await openCascader();
    await userEvent.click(await screen.findByText('浙江省'));
    await userEvent.click(await screen.findByText('杭州市'));
    await userEvent.click(await screen.findByText('钱塘区'));
    expect(onChange).toHaveBeenLastCalledWith(['330000', '330100', '330114'], {
      area_id: 330114,
      provinceNo: '330000',
      cityNo: '330100',
      areaNo: '330114',
      names: ['浙江省', '杭州市', '钱塘区'],
    });
  });

  it('takes a city without districts as a whole choice', async () => {
    const onChange = await openCascader();
    await userEvent.click(await screen.findByText('广东省'));
    await userEvent.click(await screen.findByText('东莞市'));
    expect(onChange).toHaveBeenLastCalledWith(['440000', '441900'], expect.objectContaining({ area_id: 441900, areaNo: null }));
  });

  it('asks for the tree once for any number of cascaders, and says so when it cannot load', async () => {
    const { client, treeCalls } = clientWithTree();
    render(
      <ApiClientProvider client={client}>
        <AreaCascader />
        <AreaCascader />
      </ApiClientProvider>,
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-select-loading')).toHaveLength(0));
    expect(treeCalls.n).toBe(1);

    const failing = clientWithTree('fail');
    render(
      <ApiClientProvider client={failing.client}>
        <AreaCascader />
      </ApiClientProvider>,
    );
    await screen.findByText('地区加载失败，请刷新重试');
  });
});
