import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { StorageKey, routes } from '@zhuyun/contracts';
import { signInAs } from '../../../testing/render-app';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { appStorage } from '../../../lib/storage';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { ComponentListPage } from '../pages/component-list-page';
import { QrcodeListPage } from '../pages/qrcode-list-page';

const LOAD = { timeout: 30_000 };
const empty = { project_id: 'p-empty', project_code: 'NEW-1', project_name: '新建空项目', address: null, company_name: '演示建设集团' };
const busy = { project_id: 'p-busy', project_code: 'HZ-1', project_name: '未来科技城项目', address: null, company_name: '演示建设集团' };
const other = { project_id: 'p-other', project_code: 'B-1', project_name: '别的单位的项目', address: null, company_name: '乙方' };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });

/** The company's projects, newest (and empty) first; has_components=1 answers only the one with components. */
function api() {
  return new FakeApi()
    .on(routes.getProjectList, (p) => page(p.has_components === '1' ? [busy] : [empty, busy]))
    .on(routes.getCodeList, { data: { list: [] } })
    .on(routes.getComponentBuildNo, { data: { list: [] } })
    .on(routes.getComponentFloorNo, { data: { list: [] } })
    .on(routes.listComponents, page([]))
    .on(routes.getComponentQrcode, () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
}

function pickInTopBar(project: typeof busy | null): void {
  if (project) appStorage.set(StorageKey.currentProject, project);
  else appStorage.remove(StorageKey.currentProject);
  useCurrentProjectStore.getState().reload();
}

const listedProjects = (fake: FakeApi) => fake.callsTo(routes.listComponents).map((c) => c.project_id);

// The pages alone (their routes are the route table's test). /componList and /QrcodeList open on the top bar's project, else the first project that has components (issue 21).
describe('the project the component pages open on', () => {
  afterEach(() => {
    pickInTopBar(null);
    vi.restoreAllMocks();
  });

  it("/componList opens on the top bar's current project", async () => {
    signInAs();
    pickInTopBar(busy);
    const fake = api();
    renderPage(<ComponentListPage />, fake, { path: '/componList' });
    await waitFor(() => expect(listedProjects(fake)).toContain('p-busy'), LOAD);
    expect(listedProjects(fake)).not.toContain('p-empty');
  });

  it('/componList without a current project opens on the first project that has components', async () => {
    signInAs();
    const fake = api();
    renderPage(<ComponentListPage />, fake, { path: '/componList' });
    await waitFor(() => expect(listedProjects(fake)).toContain('p-busy'), LOAD);
    expect(listedProjects(fake)).not.toContain('p-empty');
    expect(fake.callsTo(routes.getProjectList)).toContainEqual(expect.objectContaining({ has_components: '1' }));
  });

  it("/QrcodeList ignores a current project that is not this company's and opens on one with components", async () => {
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    pickInTopBar(other);
    const fake = api();
    renderPage(<QrcodeListPage />, fake, { path: '/QrcodeList' });
    await waitFor(() => expect(listedProjects(fake)).toContain('p-busy'), LOAD);
    expect(listedProjects(fake)).not.toContain('p-empty');
    expect(listedProjects(fake)).not.toContain('p-other');
    await screen.findByText('暂无构件', {}, LOAD);
  });

  it('a project named in the address still wins', async () => {
    signInAs();
    pickInTopBar(busy);
    const fake = api();
    renderPage(<QrcodeListPage />, fake, { path: '/QrcodeList?project_id=p-empty' });
    await waitFor(() => expect(listedProjects(fake)).toContain('p-empty'), LOAD);
    expect(listedProjects(fake)).not.toContain('p-busy');
  });
});
