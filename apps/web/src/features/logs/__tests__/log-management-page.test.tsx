import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RequestLogObject, routes } from '@zhuyun/contracts';
import { EMPTY_ACCESS, usePageAccessStore } from '../../../lib/access';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { LogManagementPage } from '../pages/log-management-page';
import { fill } from '../../../testing/fill';

const LOAD = { timeout: 30_000 };
const entry = (seq: number, action: string, extra: Record<string, unknown> = {}) => ({
  entry_id: `e${seq}`,
  seq,
  at: '2026-11-25T02:00:00Z',
  actor_id: 'u1',
  actor_name: '王管理',
  action,
  object_type: 'car',
  object_id: 'car-1',
  before_digest: null,
  after_digest: 'a'.repeat(64),
  ip: '10.0.0.9',
  device: 'Mozilla/5.0 Chrome',
  detail: null,
  hash: 'b'.repeat(64),
  ...extra,
});
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });

describe('/logManagement', () => {
  it('lists the audit trail, filters it by action, and shows the chain check finding a broken link', async () => {
    let intact = true;
    const fake = new FakeApi()
      .on(routes.getAuditLog, (input) => page((input as { action?: string }).action?.includes('sign_in') ? [] : [entry(2, 'update'), entry(1, 'create')]))
      .on(routes.verifyAuditChain, () => ({ data: intact ? { ok: true, checked: 2, broken: null } : { ok: false, checked: 1, broken: { seq: 2, entry_id: 'e2', reason: 'altered' } } }));
    const { user } = renderPage(<LogManagementPage />, fake);
    const row = (await screen.findByText('修改', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('王管理')).toBeInTheDocument();
    expect(within(row).getByText('aaaaaaaa')).toBeInTheDocument();

    await fill(user, screen.getByPlaceholderText('对象类型或ID'), 'car-1');
    await user.keyboard('{enter}');
    await waitFor(() => expect(fake.callsTo(routes.getAuditLog).at(-1)).toMatchObject({ object: 'car-1', page: '1' }), LOAD);

    await user.click(screen.getByRole('button', { name: '校验审计链' }));
    await screen.findByText('审计链完整，已校验 2 条', {}, LOAD);
    intact = false;
    await user.click(screen.getByRole('button', { name: '校验审计链' }));
    await screen.findByText('审计链在第 2 条断开（记录被修改）', {}, LOAD);
  });

  it('shows the sign-in history: success and failure, IP and device', async () => {
    const fake = new FakeApi().on(routes.getAuditLog, (input) =>
      (input as { action?: string }).action === 'sign_in,sign_in_failed,sign_out'
        ? page([entry(5, 'sign_in_failed', { detail: 'password:10101', ip: '10.1.1.1' }), entry(4, 'sign_in')])
        : page([]),
    );
    const { user } = renderPage(<LogManagementPage />, fake);
    await user.click(await screen.findByRole('tab', { name: '登录记录' }, LOAD));
    const failed = (await screen.findByText('失败', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(failed).getByText('10.1.1.1')).toBeInTheDocument();
    expect(within(failed).getByText('Mozilla/5.0 Chrome')).toBeInTheDocument();
    expect(screen.getByText('成功')).toBeInTheDocument();
  });
});

describe('/logManagement request log', () => {
  afterEach(() => usePageAccessStore.getState().setAccess(EMPTY_ACCESS));

  const request = (id: number, extra: Record<string, unknown> = {}) => ({
    log_id: String(id),
    at: '2026-11-26T02:00:00Z',
    method: 'GET',
    route: '/api/v1/project/detail_project',
    operation: 'Project detail',
    status: 200,
    duration_ms: 12.5,
    user_id: 'u1',
    user_name: '王管理',
    ...extra,
  });

  it('is a third tab for holders of log.request: operation, route, status, duration, person; filtered by operation', async () => {
    usePageAccessStore.getState().setAccess({ path: '/logManagement', pageObject: 'page.logManagement', objects: new Set([RequestLogObject]) });
    const fake = new FakeApi()
      .on(routes.getAuditLog, () => page([]))
      .on(routes.getRequestLog, (input) =>
        page((input as { result?: string }).result === 'failure' ? [request(2, { status: 404, duration_ms: 3 })] : [request(2, { status: 404, duration_ms: 3 }), request(1)]),
      );
    const { user } = renderPage(<LogManagementPage />, fake);
    await user.click(await screen.findByRole('tab', { name: 'API 请求日志' }, LOAD));
    const ok = (await screen.findByText('12.5', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(ok).getByText('GET /api/v1/project/detail_project')).toBeInTheDocument();
    expect(within(ok).getByText('Project detail')).toBeInTheDocument();
    expect(within(ok).getByText('王管理')).toBeInTheDocument();
    expect(within(ok).getByText('200')).toBeInTheDocument();

    await fill(user, screen.getByPlaceholderText('操作名称或接口路径'), 'detail');
    await user.keyboard('{enter}');
    await waitFor(() => expect(fake.callsTo(routes.getRequestLog).at(-1)).toMatchObject({ operation: 'detail', page: '1' }), LOAD);
  });

  it('is not offered to a job without log.request', async () => {
    const fake = new FakeApi().on(routes.getAuditLog, () => page([]));
    renderPage(<LogManagementPage />, fake);
    await screen.findByRole('tab', { name: '登录记录' }, LOAD);
    expect(screen.queryByRole('tab', { name: 'API 请求日志' })).toBeNull();
    expect(fake.callsTo(routes.getRequestLog)).toHaveLength(0);
  });
});
