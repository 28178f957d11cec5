import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { demoUser, renderApp, signInAs } from '../../../testing/render-app';

const summary = { project_total: 5931, company_total: 1000, area_total: 30467.25, comp_total: 1000000 };

function screenApi() {
  return new FakeApi()
    .on(routes.getNewsList, { data: ['构件进场须逐件扫码验收', '全市构件抽检合格率 98.6%'] })
    .on(routes.getProjectSummary, { data: summary })
    .on(routes.getMapPoints, { data: { project_coordinate: [[120.1, 30.2]], factory_coordinate: [[120.3, 30.4]] } })
    .on(routes.getComponentRatioStats, { data: [{ name: '预制叠合板', total: 10 }] })
    .on(routes.getComponentCountStats, { data: [{ name: '已安装', total: 8 }] })
    .on(routes.getUnitTypeStats, { data: [{ name: '施工单位', total: 1 }] })
    .on(routes.getBuildingTypeStats, { data: [{ name: '住宅', total: 1 }] })
    .on(routes.getProjectProgress, { data: [{ nickname: '钱塘一号', process: 40 }] });
}

describe('/elecSandTable', () => {
  it('shows a construction unit the business-console title, the news and the four counts, outside the shell', async () => {
    signInAs({ ...demoUser, company_type: 4 });
    const api = screenApi();
    renderApp('/elecSandTable', api);
    await screen.findByRole('heading', { name: '装配式建筑企业管理控制台' });
    const news = await screen.findByRole('region', { name: '资讯' });
    await within(news).findByText('构件进场须逐件扫码验收');
    await screen.findByText('5,931');
    const figures = Object.fromEntries(
      [...document.querySelectorAll('[data-figure]')].map((el) => [el.getAttribute('data-figure'), el.querySelector('dd')?.textContent]),
    );
    expect(figures).toEqual({ project_total: '5,931', company_total: '1,000', area_total: '30,467.25', comp_total: '1,000,000' });
    expect(screen.getByText('在建项目')).toBeInTheDocument();
    expect(screen.getByText('建筑面积（万㎡）')).toBeInTheDocument();
    // Its own top-level route: no side menu or tabs of the layout.
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    // spec-2 §7.2 calls every statistic with field=cp_type.
    for (const route of [routes.getComponentRatioStats, routes.getComponentCountStats, routes.getUnitTypeStats, routes.getBuildingTypeStats, routes.getProjectProgress]) {
      expect(api.callsTo(route)).toEqual([{ field: 'cp_type' }]);
    }
    for (const title of ['构件占比', '构件数量', '单位统计', '建筑类型', '项目进度']) {
      const panel = screen.getByRole('region', { name: title });
      await within(panel).findByRole('img', { name: title });
    }
  });

  it.each([
    [3, 'design'],
    [5, 'design'],
    [1, 'committee'],
    [null, 'committee'],
  ])('gives company_type %s the %s view under the supervision-platform title', async (companyType, view) => {
    signInAs({ ...demoUser, company_type: companyType });
    renderApp('/elecSandTable', screenApi());
    await screen.findByRole('heading', { name: '装配式建筑质量监管平台' });
    expect(document.querySelector('[data-view]')?.getAttribute('data-view')).toBe(view);
  });

  it('shows an empty state for an empty chart and an error with a retry for a failed one', async () => {
    signInAs();
    let fail = true;
    const api = screenApi()
      .on(routes.getBuildingTypeStats, { data: [] })
      .on(routes.getNewsList, { data: [] })
      .on(routes.getProjectProgress, () => (fail ? { code: 50000, msg: '抱歉,内部发生错误' } : { data: [{ nickname: '钱塘一号', process: 40 }] }));
    const { user } = renderApp('/elecSandTable', api);
    await within(await screen.findByRole('region', { name: '建筑类型' })).findByText('暂无数据');
    await within(screen.getByRole('region', { name: '资讯' })).findByText('暂无资讯');
    const progress = screen.getByRole('region', { name: '项目进度' });
    await within(progress).findByText('数据加载失败');
    // The wall handles its own errors: no toast for a failed panel.
    expect(screen.queryByText('抱歉,内部发生错误')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(progress).getByRole('button', { name: '重试' }));
    await within(progress).findByRole('img', { name: '项目进度' });
  });

  it('sends a visitor without a session to /login', async () => {
    renderApp('/elecSandTable', screenApi());
    await screen.findByRole('button', { name: /登\s*录/ });
  });
});
