import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ModelListPage } from '../pages/model-list-page';
import { ModelLookPage } from '../pages/model-look-page';
import { ModelManagePage } from '../pages/model-manage-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const row = {
  model_id: 'm1',
  model_name: '演示楼 1# 结构模型',
  project_id: 'p1',
  project_name: '钱塘一号',
  remark: null,
  version_no: 2,
  model_format: 'glb',
  version_count: 2,
  created_at: '2026-11-18T02:00:00.000Z',
  updated_at: '2026-11-19T02:00:00.000Z',
};
const version = (n: number) => ({
  version_id: `v${n}`,
  model_id: 'm1',
  version_no: n,
  model_format: 'glb',
  file_name: `demo-building-v${n}.glb`,
  size_bytes: 8000,
  note: n === 2 ? '增加四层与屋面' : '初版',
  uploader_name: '演示管理员',
  created_at: '2026-11-19T02:00:00.000Z',
  is_current: n === 2 ? 1 : 0,
  url: `/api/v1/base/file/view/f${n}`,
});

describe('model pages', () => {
  it('/modelList lists models with their current version', async () => {
    const fake = new FakeApi().on(routes.listModels, page([row])).on(routes.getProjectList, page([]));
    renderPage(<ModelListPage />, fake);
    await screen.findByText('演示楼 1# 结构模型', {}, LOAD);
    expect(screen.getByText('V2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
  });

  it('/modelManage creates a model and shows versions newest first', async () => {
    const fake = new FakeApi()
      .on(routes.listModels, page([row]))
      .on(routes.getProjectList, page([]))
      .on(routes.saveModel, { data: { model_id: 'm2' } })
      .on(routes.listModelVersions, { data: { ...page([version(2), version(1)]).data, model_name: row.model_name } });
    const { user } = renderPage(<ModelManagePage />, fake);
    await screen.findByText('演示楼 1# 结构模型', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /新增模型/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('模型名称'), '二号楼模型');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveModel)[0]).toMatchObject({ model_name: '二号楼模型' }), LOAD);
    await user.click(screen.getByRole('button', { name: '版本' }));
    const drawer = (await screen.findByText(`${row.model_name} · 版本`, {}, LOAD)).closest('.ant-drawer') as HTMLElement;
    const rows = await within(drawer).findAllByRole('row', {}, LOAD);
    expect(rows[1]).toHaveTextContent('V2');
    expect(rows[1]).toHaveTextContent('当前');
    expect(rows[2]).toHaveTextContent('V1');
  });

  it('/modelLook says clearly that this browser has no WebGL (jsdom has none)', async () => {
    const fake = new FakeApi().on(routes.listModels, page([row])).on(routes.listModelVersions, { data: { ...page([version(2)]).data, model_name: row.model_name } });
    renderPage(<ModelLookPage />, fake);
    await screen.findByText(/当前浏览器不支持 WebGL/, {}, LOAD);
  });
});
