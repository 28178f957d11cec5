import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ReleaseNotesDialog } from '../release-notes/release-notes-dialog';

describe('release notes after an update', () => {
  it('shows the unseen web release notes once and marks them read when closed', async () => {
    const fake = new FakeApi()
      .on(routes.getWebReleaseNotice, { data: { notice: { version_id: 'w1', version_no: '1.2.0', notes: '新增日志管理', published_at: '2026-11-24T00:00:00Z' } } })
      .on(routes.readWebReleaseNotice, { data: null });
    const { user } = renderPage(<ReleaseNotesDialog />, fake);
    await screen.findByText('新增日志管理');
    expect(screen.getByText('版本更新 1.2.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(fake.callsTo(routes.readWebReleaseNotice)[0]).toMatchObject({ version_id: 'w1' }));
  });

  it('shows nothing when there is nothing new', async () => {
    const fake = new FakeApi().on(routes.getWebReleaseNotice, { data: { notice: null } });
    renderPage(<ReleaseNotesDialog />, fake);
    await waitFor(() => expect(fake.callsTo(routes.getWebReleaseNotice)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
