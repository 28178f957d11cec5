import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { AlarmRecordPage } from '../pages/alarm-record-page';
import { CompanyNewsPage, NewsListPage } from '../pages/news-list-page';
import { NoticeWaitPage } from '../pages/notice-wait-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const cates = { data: { list: [{ busi_cate_id: 'c1', cate_type: 1, cate_code: 'dynamic', cate_name: '动态资讯', sort_no: 0, created_at: '2026-11-01T00:00:00Z' }], total_count: 1, cur_page: 1, page_size: 20 } };
const news = {
  news_id: 'n1',
  cate_code: 'dynamic',
  cate_name: '动态资讯',
  title: '钱塘一号项目主体封顶',
  cover: null,
  author: '综合管理部',
  status: 1,
  publish_time: '2026-11-20T01:00:00Z',
  audience_type: 1,
  audience_ids: [],
  read_count: 3,
  created_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T01:00:00Z',
};

describe('/dynamicInforList and the category pages', () => {
  it('lists news with their state and readers, and searches', async () => {
    const fake = new FakeApi().on(routes.listNews, page([news])).on(routes.listBusiCates, cates);
    const { user } = renderPage(<NewsListPage />, fake);
    const tr = (await screen.findByText('钱塘一号项目主体封顶', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('已发布')).toBeInTheDocument();
    expect(within(tr).getByText('动态资讯')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('搜索标题或作者'), '封顶{enter}');
    await waitFor(() => expect(fake.callsTo(routes.listNews).at(-1)).toMatchObject({ search: '封顶' }), LOAD);
  });

  it('shows one category on its own page', async () => {
    const fake = new FakeApi().on(routes.listNews, page([])).on(routes.listBusiCates, cates);
    renderPage(<CompanyNewsPage />, fake);
    await screen.findByText('暂无资讯', {}, LOAD);
    expect(screen.getByText('企业新闻')).toBeInTheDocument();
    expect(fake.callsTo(routes.listNews)[0]).toMatchObject({ cate_code: 'company_news' });
  });
});

describe('/NoticeWait', () => {
  it('lists my unread notices, opens one (marking it read) and marks all read', async () => {
    const mine = {
      data: {
        list: [{ message_id: 'm1', kind: 'notify', title: '关于冬季作业时间的通知', content: '<p>八点开工</p>', author: '综合管理部', level: null, time: '2026-11-20T01:00:00Z', is_read: 0 }],
        total_count: 1,
        cur_page: 1,
        page_size: 10,
        unread_count: 1,
      },
    };
    const fake = new FakeApi().on(routes.getMyMessages, mine).on(routes.readMyMessages, { data: { unread_count: 0 } });
    const { user } = renderPage(<NoticeWaitPage />, fake);
    await user.click(await screen.findByText('关于冬季作业时间的通知', {}, LOAD));
    await screen.findByText('八点开工', {}, LOAD);
    await waitFor(() => expect(fake.callsTo(routes.readMyMessages)[0]).toMatchObject({ message_ids: ['m1'] }), LOAD);
    expect(fake.callsTo(routes.getMyMessages)[0]).toMatchObject({ kind: 'notify', unread: '1' });
    await user.click(await screen.findByRole('button', { name: '全部已读' }, LOAD));
    await waitFor(() => expect(fake.callsTo(routes.readMyMessages).at(-1)).toMatchObject({ all: 1 }), LOAD);
  });
});

describe('/AlarmRecord', () => {
  it('lists alarms by level and state, and handles a new one', async () => {
    const alarm = {
      alarm_id: 'a1',
      title: '塔吊 T2 风速超限',
      content: null,
      level: 4,
      source: 'device',
      project_id: null,
      project_name: '杭州未来科技城装配式住宅项目',
      status: 0,
      handled_by: null,
      handled_name: null,
      handled_at: null,
      handle_remark: null,
      occurred_at: '2026-11-20T01:00:00Z',
      created_at: '2026-11-20T01:00:00Z',
    };
    const fake = new FakeApi().on(routes.listAlarms, page([alarm])).on(routes.batchUpdateAlarmStatus, { data: { updated: 1 } });
    const { user } = renderPage(<AlarmRecordPage />, fake);
    const tr = (await screen.findByText('塔吊 T2 风速超限', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('紧急')).toBeInTheDocument();
    expect(within(tr).getByText('未处理')).toBeInTheDocument();
    expect(within(tr).getByText('设备')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: /处\s?理/ }));
    await waitFor(() => expect(fake.callsTo(routes.batchUpdateAlarmStatus)[0]).toMatchObject({ alarm_ids: ['a1'], status: 1 }), LOAD);
  });
});
