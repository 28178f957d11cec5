import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { NewsEditorPage } from '../pages/news-editor-page';

const LOAD = { timeout: 30_000 };
const cates = { data: { list: [{ busi_cate_id: 'c1', cate_type: 1, cate_code: 'party_build', cate_name: '党建文化', sort_no: 0, created_at: '2026-11-01T00:00:00Z' }], total_count: 1, cur_page: 1, page_size: 20 } };

describe('/addModifyDynamics', () => {
  it('writes a news item in the rich-text editor and saves it as a draft of the page’s category', async () => {
    const fake = new FakeApi().on(routes.listBusiCates, cates).on(routes.saveNews, { data: { news_id: 'n9' } });
    const { user } = renderPage(<NewsEditorPage />, fake, { path: '/addModifyDynamics?cate_code=party_build&back=/culManagePartyBuild' });
    await user.type(await screen.findByLabelText('标题', {}, LOAD), '主题党日');
    const body = await screen.findByRole('textbox', { name: '正文' }, LOAD);
    expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '插入图片' })).toBeInTheDocument();
    body.focus();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveNews)[0]).toMatchObject({ title: '主题党日', cate_code: 'party_build', status: 0 }), LOAD);
    expect(fake.callsTo(routes.saveNews)[0]).not.toHaveProperty('news_id');
  });

  it('loads an existing item into the editor and saves it under its id', async () => {
    const detail = {
      news_id: 'n1',
      cate_code: 'dynamic',
      cate_name: '动态资讯',
      title: '旧标题',
      cover: null,
      content: '<p>已有正文</p>',
      author: '综合管理部',
      status: 1,
      publish_time: '2026-11-20T01:00:00Z',
      audience_type: 1,
      audience_ids: [],
      read_count: 0,
      created_at: '2026-11-20T01:00:00Z',
      updated_at: '2026-11-20T01:00:00Z',
    };
    const fake = new FakeApi().on(routes.listBusiCates, cates).on(routes.getNewsDetail, { data: detail }).on(routes.saveNews, { data: { news_id: 'n1' } });
    const { user } = renderPage(<NewsEditorPage />, fake, { path: '/addModifyDynamics?news_id=n1' });
    await screen.findByText('已有正文', {}, LOAD);
    expect(screen.getByDisplayValue('旧标题')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveNews)[0]).toMatchObject({ news_id: 'n1', title: '旧标题', content: '<p>已有正文</p>', status: 1 }), LOAD);
  });
});
