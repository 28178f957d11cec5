import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { fill } from '../../../testing/fill';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { AddOrLookPage } from '../pages/add-or-look-page';
import { newcomer, page } from './unit-fixtures';

const areaTree = {
  list: [
    {
      area_id: 330000,
      code: '330000',
      name: '浙江省',
      children: [{ area_id: 330100, code: '330100', name: '杭州市', children: [{ area_id: 330114, code: '330114', name: '钱塘区' }] }],
    },
  ],
};

function formApi() {
  return new FakeApi()
    .on(routes.getCodeList, (p) =>
      p.code_type === 'businessType'
        ? { data: { list: [{ name: '施工总承包', value: 'construction' }, { name: '构件生产', value: 'component' }, { name: '设计', value: 'design' }] } }
        : { data: { list: [] } },
    )
    .on(routes.getAreaTree, { data: areaTree })
    .on(routes.getMyCompanies, page([]));
}

const CREATE = `/workbenchAddOrLookCom?headTitle=${encodeURIComponent('创建单位')}`;
/** The page alone (its route is the route table's test); where it leads is read from the router. */
const renderForm = (path: string, api: FakeApi) => renderPage(<AddOrLookPage />, api, { path });

describe('/workbenchAddOrLookCom?headTitle=创建单位', () => {
  it('names every empty field with the message of spec-1 §5', async () => {
    signInAs(newcomer);
    const api = formApi();
    const { user } = renderForm(CREATE, api);
    await user.click(await screen.findByRole('button', { name: /提\s*交/ }));
    for (const text of [Msg.businessTypeRequired, Msg.companyNameRequired, Msg.smallNameRequired, Msg.unitAreaRequired, Msg.addrRequired, Msg.positionRequired]) {
      await screen.findByText(text);
    }
    expect(api.callsTo(routes.createCompany)).toEqual([]);
  });

  it('will not save the map without a point', async () => {
    signInAs(newcomer);
    const { user } = renderForm(CREATE, formApi());
    await user.click(await screen.findByRole('button', { name: /选择经纬度/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择经纬度' });
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText(Msg.mapPointRequired);
  });

  it('sends the form with business_types joined by commas, says 创建成功 and returns to My units', async () => {
    signInAs(newcomer);
    const api = formApi().on(routes.createCompany, { msg: Msg.created, data: { company_id: 'c9', org_id: 'o9', status: 2, invite_code: 'ABCD2345' } });
    const { user } = renderForm(CREATE, api);

    await user.click(await screen.findByRole('combobox', { name: '业务类型' }));
    await user.click(await screen.findByText('施工总承包', { selector: '.ant-select-item-option-content' }));
    await user.click(await screen.findByText('构件生产', { selector: '.ant-select-item-option-content' }));
    await fill(user, screen.getByLabelText('单位名称'), '钱塘新城建设有限公司');
    await fill(user, screen.getByLabelText('单位简称'), '钱塘新城');

    await waitFor(() => expect(document.querySelector('.ant-cascader.ant-select-loading')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: '单位地址' }));
    await user.click(await screen.findByText('浙江省'));
    await user.click(await screen.findByText('杭州市'));
    await user.click(await screen.findByText('钱塘区'));
    await fill(user, screen.getByLabelText('详细地址'), '江东大道1号');

    await user.click(screen.getByRole('button', { name: /选择经纬度/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择经纬度' });
    await fill(user, within(dialog).getByLabelText('搜索地点'), '120.5,30.3');
    await user.keyboard('{Enter}');
    await within(dialog).findByText('经度 120.500000，纬度 30.300000');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('经纬度：120.500000, 30.300000');

    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText(Msg.created);
    expect(api.callsTo(routes.createCompany)).toEqual([
      {
        business_types: 'construction,component',
        company_name: '钱塘新城建设有限公司',
        small_name: '钱塘新城',
        area_id: 330114,
        addr: '江东大道1号',
        jd: 120.5,
        wd: 30.3,
      },
    ]);
    // My units itself (its guide for a person with no unit) is my-units' test.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/workbenchMyUnit$/));
  });
});

describe('/workbenchAddOrLookCom?headTitle=查看单位', () => {
  const VIEW = `/workbenchAddOrLookCom?headTitle=${encodeURIComponent('查看单位')}&org_id=o1`;
  const detail = {
    company_id: 'c1', org_id: 'o1', company_name: '演示建设集团', small_name: '演示建设', company_type: 4, company_logo: null,
    business_types: 'construction,design', business_type_list: [{ name: '施工总承包', value: 'construction' }, { name: '设计', value: 'design' }],
    area_id: 330114, province: '浙江省', province_no: '330000', city: '杭州市', city_no: '330100', area: '钱塘区', area_no: '330114',
    addr: '江东大道1号', jd: 120.35, wd: 30.3, invite_code: 'ZYDEMX26', status: 3, created_at: '2026-01-01T00:00:00.000Z',
  };

  it('shows the invite code, business types, place and point', async () => {
    signInAs(newcomer);
    const api = new FakeApi().on(routes.getCompanyInfo, { data: detail });
    renderForm(VIEW, api);
    await screen.findByText('ZYDEMX26');
    expect(screen.getByText('施工总承包')).toBeInTheDocument();
    expect(screen.getByText('设计')).toBeInTheDocument();
    expect(screen.getByText('浙江省 / 杭州市 / 钱塘区')).toBeInTheDocument();
    expect(screen.getByText('经纬度：120.350000, 30.300000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /复制邀请码|copy/i })).toBeInTheDocument();
    expect(api.callsTo(routes.getCompanyInfo)).toEqual([{ org_id: 'o1' }]);
  });

  it('goes back to /homepage when opened from inside the platform', async () => {
    signInAs(newcomer);
    const api = new FakeApi()
      .on(routes.getCompanyInfo, { data: detail })
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } });
    const { user } = renderForm(`${VIEW}&topPage=${encodeURIComponent('平台里跳转')}`, api);
    await screen.findByText('ZYDEMX26');
    await user.click(screen.getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage$/));
  });

  it('says when the unit cannot be shown, with a retry', async () => {
    signInAs(newcomer);
    renderForm(VIEW, new FakeApi().on(routes.getCompanyInfo, { code: 10002, msg: Msg.notFound }));
    const fallback = (await screen.findByText('单位信息加载失败')).parentElement as HTMLElement;
    expect(fallback).toHaveTextContent(Msg.notFound);
    expect(within(fallback).getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
