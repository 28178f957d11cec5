import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { members, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ActivityPage } from '../pages/activity-page';
import { PeopleWarehousePage } from '../pages/people-warehouse-page';
import { TestbasePage } from '../pages/testbase-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const projects = page([{ project_id: P1, project_name: '示范项目' }]);
const at = '2026-01-01T00:00:00Z';

describe('/PeopleWarehouse', () => {
  it('lists the pool with certificates and status, flags an expired certificate, and adds a person to the project', async () => {
    const person = {
      person_id: 'p1', project_id: P1, person_name: '刘大勇', phone: null, id_card: null, unit_name: '一分公司', post: '塔吊司机', certificate_name: '塔式起重机司机',
      certificate_no: 'Z3320', certificate_valid_to: '2020-05-31', status: 2, entry_date: '2026-03-10', exit_date: null, remark: null, created_at: at,
    };
    const fake = new FakeApi().on(routes.getProjectList, projects).on(routes.listProjectPeople, page([person])).on(routes.createProjectPerson, { data: { person_id: 'p2' } });
    const { user } = renderPage(<PeopleWarehousePage />, fake, { path: `/PeopleWarehouse?project_id=${P1}` });
    const tr = (await screen.findByText('刘大勇', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('2020-05-31 已过期')).toBeInTheDocument();
    expect(within(tr).getByText('离场')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新增人员/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('姓名'), '黄志强');
    await user.type(within(dialog).getByLabelText('手机号'), '1370');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText(members.MembersMsg.phoneInvalid, {}, LOAD);
    await user.type(within(dialog).getByLabelText('手机号'), '0460011');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createProjectPerson)[0]).toMatchObject({ project_id: P1, person_name: '黄志强', phone: '13700460011', status: 1 }), LOAD);
  });
});

describe('/TestbaseManagement', () => {
  it('lists the bases with their type, project and validity', async () => {
    const base = {
      base_id: 'b1', project_id: null, project_name: null, base_name: '浙江省建材质量检测中心', base_type: 2, address: '文一西路 300 号', accreditation: 'CMA、CNAS',
      accreditation_no: 'CNAS L1234', contact_name: '沈主任', contact_phone: '0571-86660002', valid_from: '2023-06-01', valid_to: '2099-12-31', remark: null, created_at: at,
    };
    renderPage(<TestbasePage />, new FakeApi().on(routes.getProjectList, projects).on(routes.listTestBases, page([base])), { path: '/TestbaseManagement' });
    const tr = (await screen.findByText('浙江省建材质量检测中心', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('检测实验室')).toBeInTheDocument();
    expect(within(tr).getByText('全部项目')).toBeInTheDocument();
    expect(within(tr).getByText('2099-12-31')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPage(<TestbasePage />, new FakeApi().on(routes.getProjectList, projects).on(routes.listTestBases, page([])), { path: '/TestbaseManagement' });
    await screen.findByText('暂无试验基地', {}, LOAD);
  });
});

describe('/ActivityManagement', () => {
  it('lists the project\'s activities and shows an activity\'s photos', async () => {
    const activity = {
      activity_id: 'a1', project_id: P1, title: '预制叠合板吊装技术交底', activity_type: 2, activity_date: '2026-04-08', place: '3# 楼作业面', organiser: '王海涛',
      participants: '吊装班组', photos: ['files/01900000-0000-7000-8000-000000000777'], photo_urls: ['/api/v1/base/file/view/x?expires=1&sig=s'], status: 3, remark: null, created_at: at,
    };
    const fake = new FakeApi().on(routes.getProjectList, projects).on(routes.listActivities, page([activity]));
    const { user } = renderPage(<ActivityPage />, fake, { path: `/ActivityManagement?project_id=${P1}` });
    const tr = (await screen.findByText('预制叠合板吊装技术交底', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('技术交底')).toBeInTheDocument();
    expect(within(tr).getByText('已完成')).toBeInTheDocument();
    expect(within(tr).getByText('1 张')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(routes.listActivities)[0]).toMatchObject({ project_id: P1 }), LOAD);
    await user.click(within(tr).getByRole('button', { name: '照片' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByAltText('照片1')).toHaveAttribute('src', activity.photo_urls[0]);
    expect(within(dialog).getByRole('button', { name: /上传照片/ })).toBeInTheDocument();
  });
});
