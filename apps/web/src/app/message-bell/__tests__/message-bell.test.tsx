import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { MessageBell } from '../message-bell';

const LOAD = { timeout: 30_000 };
const row = (n: number, kind: 'notify' | 'alarm', is_read = 0) => ({
  message_id: `m${n}`,
  kind,
  title: `${kind === 'alarm' ? '告警' : '通知'}${n}`,
  content: null,
  author: null,
  level: kind === 'alarm' ? 4 : null,
  time: `2026-11-${String(20 - n).padStart(2, '0')}T01:00:00Z`,
  is_read,
});

describe('the message bell', () => {
  it('shows the unread count, the latest ten, marks one read by opening it and marks all read', async () => {
    let unread = 3;
    const fake = new FakeApi()
      .on(routes.getMyMessages, () => ({ data: { list: [row(1, 'alarm'), row(2, 'notify'), row(3, 'notify'), row(4, 'notify', 1)], total_count: 4, cur_page: 1, page_size: 10, unread_count: unread } }))
      .on(routes.readMyMessages, (params) => {
        unread = params.all ? 0 : unread - 1;
        return { data: { unread_count: unread } };
      });
    const { user } = renderPage(<MessageBell />, fake);
    const bell = await screen.findByRole('button', { name: '消息通知，3 条未读' }, LOAD);
    expect(fake.callsTo(routes.getMyMessages)[0]).toMatchObject({ page_size: '10' });

    await user.click(bell);
    await screen.findByText('告警·紧急', {}, LOAD);
    await user.click(screen.getByText('通知2'));
    await waitFor(() => expect(fake.callsTo(routes.readMyMessages)[0]).toEqual({ message_ids: ['m2'] }), LOAD);
    await screen.findByRole('button', { name: '消息通知，2 条未读' }, LOAD);

    await user.click(screen.getByRole('button', { name: '消息通知，2 条未读' }));
    await user.click(await screen.findByRole('button', { name: '全部已读' }, LOAD));
    await waitFor(() => expect(fake.callsTo(routes.readMyMessages).at(-1)).toEqual({ all: 1 }), LOAD);
    await screen.findByRole('button', { name: '消息通知' }, LOAD);
  });

  it('stays out of the way where the call is refused (no unit)', async () => {
    const fake = new FakeApi().on(routes.getMyMessages, { code: 10002, msg: '记录不存在' });
    const { container } = renderPage(<MessageBell />, fake);
    await waitFor(() => expect(fake.callsTo(routes.getMyMessages)).toHaveLength(1), LOAD);
    await waitFor(() => expect(container.querySelector('.ant-badge')).toBeNull(), LOAD);
  });
});
