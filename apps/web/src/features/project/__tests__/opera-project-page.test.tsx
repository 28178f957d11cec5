import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { signInAs } from '../../../testing/render-app';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { OperaProjectPage } from '../pages/opera-project-page';
import { fill } from '../../../testing/fill';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 10 } });
const areaTree = { list: [{ area_id: 330000, code: '330000', name: '浙江省', children: [{ area_id: 330100, code: '330100', name: '杭州市', children: [{ area_id: 330106, code: '330106', name: '西湖区' }] }] }] };
const units = [
  { company_id: 'u1', company_name: '乙方设计研究院', small_name: '乙方院', company_type: 3 },
  { company_id: 'u2', company_name: '丙方监理公司', small_name: null, company_type: 6 },
];
const detail = {
  project_id: 'p1',
  project_code: 'HZ-1',
  project_name: '未来科技城项目',
  address: '文一西路1号',
  company_id: 'c1',
  company_name: '演示建设集团',
  province: '浙江省',
  province_no: '330000',
  city: '杭州市',
  city_no: '330100',
  area: '西湖区',
  area_no: '330106',
  area_id: 330106,
  lon: 120.1,
  lat: 30.27,
  building_area: 12000,
  building_type: '1',
  status: 2,
  org_no: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  remark: null,
  created_at: '2026-01-01T00:00:00Z',
  units: [{ unit_company_id: 'u1', unit_name: '乙方设计研究院', role: 'design' }],
  rela_projects: [],
  component_total: 3,
};

function api() {
  return new FakeApi()
    .on(routes.getAreaTree, { data: areaTree })
    .on(routes.getCodeList, { data: { list: [{ value: '1', name: '住宅' }, { value: '2', name: '公共建筑' }] } })
    .on(routes.checkProjectCode, (p) => (p.project_code === 'HZ-1' && !p.project_id ? { code: 10003, msg: '项目编码已存在' } : { data: { exists: false } }))
    .on(routes.getUnitCompanyList, page(units));
}

const saveButton = () => screen.getByRole('button', { name: /保\s?存/ });
/** The page alone at `path` (/operaProject's route is the route table's test): the shell is half a render's cost. */
const renderAt = (path: string, fake: FakeApi) => renderPage(<OperaProjectPage />, fake, { path });

describe('/operaProject', () => {
  it('checks every field with its message and shows 项目编码已存在 at the code when it loses focus', async () => {
    signInAs();
    const fake = api();
    const { user } = renderAt('/operaProject', fake);
    await screen.findByText('基本信息', {}, LOAD);
    await user.click(saveButton());
    // Each item writes its messages when its own validation settles (antd re-renders them 10 ms into a new one), so
    // every message is waited for: one found does not mean the next is written yet.
    await screen.findByText('项目编码不能为空', {}, LOAD);
    await screen.findByText('项目名称不能为空', {}, LOAD);

    await fill(user, screen.getByLabelText('项目编码'), 'HZ-1');
    await user.tab();
    await screen.findByText('项目编码已存在', {}, LOAD);
    expect(fake.callsTo(routes.checkProjectCode).at(-1)).toMatchObject({ project_code: 'HZ-1' });

    await fill(user, screen.getByLabelText('项目名称'), 'x'.repeat(101));
    await fill(user, screen.getByLabelText('纬度'), '95');
    await fill(user, screen.getByLabelText('经度'), '-181');
    await fill(user, screen.getByLabelText('建筑面积（㎡）'), '-5');
    await user.click(saveButton());
    await screen.findByText('项目名称不能超过100个字符', {}, LOAD);
    await screen.findByText('纬度不正确', {}, LOAD);
    await screen.findByText('经度不正确', {}, LOAD);
    await screen.findByText('建筑面积不能为负数', {}, LOAD);
    expect(fake.callsTo(routes.saveProject)).toHaveLength(0);
  });

  it('creates a project with participating units picked by role and opens its detail', async () => {
    signInAs();
    const fake = api().on(routes.saveProject, { data: { project_id: 'new-1' } });
    const { user } = renderAt('/operaProject', fake);
    await screen.findByText('基本信息', {}, LOAD);
    await fill(user, screen.getByLabelText('项目编码'), 'HZ-9');
    await fill(user, screen.getByLabelText('项目名称'), '滨江装配式住宅');
    await fill(user, screen.getByLabelText('详细地址'), '江南大道100号');
    await fill(user, screen.getByLabelText('经度'), '120.2');
    await fill(user, screen.getByLabelText('纬度'), '30.2');

    await user.click(screen.getByRole('button', { name: '添加参建单位' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await within(dialog).findByText('乙方设计研究院', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /添\s?加/ }));
    await within(dialog).findByText('请选择参建类型');
    await user.click(within(dialog).getByLabelText('参建类型'));
    await user.click(await screen.findByText('设计单位', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: /添\s?加/ }));
    await within(dialog).findByText('请选择参建单位');
    await user.click(within(within(dialog).getByText('乙方设计研究院').closest('tr') as HTMLElement).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: /添\s?加/ }));
    const added = (await screen.findByText('移除', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(added).getByText('乙方设计研究院')).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(fake.callsTo(routes.saveProject)).toHaveLength(1), LOAD);
    expect(fake.callsTo(routes.saveProject)[0]).toMatchObject({
      project_code: 'HZ-9',
      project_name: '滨江装配式住宅',
      address: '江南大道100号',
      status: 1,
      lon: 120.2,
      lat: 30.2,
      area_id: null,
      units: [{ unit_company_id: 'u1', role: 'design' }],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/projectDetail?project_id=new-1'), LOAD);
  });

  it('checks every required field whatever submits the form: Enter in 开工日期 or 保存', async () => {
    signInAs();
    const fake = api().on(routes.saveProject, { data: { project_id: 'new-2' } });
    const { user } = renderAt('/operaProject', fake);
    await screen.findByText('基本信息', {}, LOAD);
    await fill(user, screen.getByLabelText('项目编码'), 'HZ-10');
    await fill(user, screen.getByLabelText('项目名称'), '滨江二期');
    // Enter in a date field submits the form, as the browser does for any text field: the same checks run.
    await fill(user, screen.getByLabelText('开工日期'), '2026-05-01');
    await user.keyboard('{enter}');
    await screen.findByText('详细地址不能为空', {}, LOAD);
    await user.click(saveButton());
    await screen.findByText('详细地址不能为空', {}, LOAD);
    expect(fake.callsTo(routes.saveProject)).toHaveLength(0);

    await fill(user, screen.getByLabelText('详细地址'), '江南大道200号');
    await fill(user, screen.getByLabelText('竣工日期'), '2026-12-31');
    await user.keyboard('{enter}');
    await waitFor(() => expect(fake.callsTo(routes.saveProject)).toHaveLength(1), LOAD);
    expect(fake.callsTo(routes.saveProject)[0]).toMatchObject({ project_code: 'HZ-10', address: '江南大道200号', start_date: '2026-05-01', end_date: '2026-12-31' });
  });

  it('edits a project: fills the form from the detail, refuses a unit twice in one role, and saves through edit_project', async () => {
    signInAs();
    const fake = api()
      .on(routes.detailProject, { data: detail })
      .on(routes.editProject, { data: {} });
    const { user } = renderAt('/operaProject?project_id=p1', fake);
    // Each field shows its value in its own commit (the date pickers write their text in an effect after the form's
    // values land), so each is waited for: one shown does not mean the next is.
    await screen.findByDisplayValue('未来科技城项目', {}, LOAD);
    await screen.findByDisplayValue('HZ-1', {}, LOAD);
    await screen.findByDisplayValue('2026-01-01', {}, LOAD);
    await screen.findByText('乙方设计研究院', {}, LOAD);

    // The same unit added again as design unit is refused in the dialog.
    await user.click(screen.getByRole('button', { name: '添加参建单位' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByLabelText('参建类型'));
    await user.click(await screen.findByText('设计单位', { selector: '.ant-select-item-option-content' }));
    const candidate = (await within(dialog).findByText('乙方设计研究院', {}, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(candidate).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: /添\s?加/ }));
    await within(dialog).findByText('乙方设计研究院：该单位已是此类型的参建单位');
    await user.click(within(dialog).getByRole('button', { name: /取\s?消|Cancel/ }));

    // The end date before the start date is refused.
    const end = screen.getByDisplayValue('2026-12-31');
    await user.clear(end);
    await fill(user, end, '2025-12-31');
    await user.keyboard('{enter}');
    await user.click(saveButton());
    await screen.findByText('竣工日期不能早于开工日期', {}, LOAD);
    await user.clear(screen.getByDisplayValue('2025-12-31'));
    // Enter in the date field submits the form (the third test): that is the save. A click on 保存 after it was a
    // second submit, counted or not depending on whether the first was still on its way (and the page gone).
    await fill(user, screen.getByPlaceholderText('请选择竣工日期'), '2027-06-30');
    await user.keyboard('{enter}');
    await waitFor(() => expect(fake.callsTo(routes.editProject)).toHaveLength(1), LOAD);
    expect(fake.callsTo(routes.editProject)[0]).toMatchObject({
      project_id: 'p1',
      project_code: 'HZ-1',
      area_id: 330106,
      building_type: '1',
      start_date: '2026-01-01',
      end_date: '2027-06-30',
      units: [{ unit_company_id: 'u1', role: 'design' }],
    });
    // The edit's own code is not "taken".
    expect(fake.callsTo(routes.checkProjectCode).every((c) => c.project_id === 'p1')).toBe(true);
  });

  it('says 项目不存在 for another company\'s project and offers a retry when loading fails', async () => {
    signInAs();
    renderAt('/operaProject?project_id=other', api().on(routes.detailProject, { code: 10002, msg: '项目不存在' }));
    await screen.findByText('项目不存在', {}, LOAD);
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
  });

  it('shows the loading state, then the error with a retry', async () => {
    signInAs();
    let calls = 0;
    const fake = api().on(routes.detailProject, () => (++calls === 1 ? { code: 50000, msg: '抱歉,内部发生错误' } : { data: detail }));
    const { user } = renderAt('/operaProject?project_id=p1', fake);
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull(), LOAD);
    await screen.findByText('项目加载失败', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await screen.findByDisplayValue('未来科技城项目', {}, LOAD);
  });
});
