import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, PersonalMsg, routes } from '@zhuyun/contracts';
import { renderPage, FakeApi } from '../../../testing/render-page';
import { PersonnelAuditPage } from '../pages/personnel-audit-page';

const row = {
  submission_id: 's1', user_id: 'u1', user_name: '李四', phone: '13900000001', real_name: '李四', cert_name: '特种作业操作证', cert_no: 'T-001',
  cert_valid_until: '2030-01-31', file_count: 2, status: 2, remark: null, submitted_at: '2026-11-26T08:00:00.000Z', reviewed_at: null,
};
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10 } });

// /personnelAudit: approve, or reject with a reason the person reads.
describe('personnel review', () => {
  it('shows a submission with its scans, and approves it', async () => {
    const api = new FakeApi()
      .on(routes.getPersonnelAuditList, page([row]))
      .on(routes.getPersonnelAuditDetail, {
        data: { ...row, id_card: '11010519491231002X', note: '请审核', reviewer_name: null, files: [{ file_path: 'files/f1', file_name: 'front.png', mime: 'image/png', url: '/api/v1/base/file/view/f1?sig=x' }] },
      })
      .on(routes.auditPersonnel, { msg: PersonalMsg.approved, data: { submission_id: 's1', status: 3 } });
    const { user } = renderPage(<PersonnelAuditPage />, api);
    await user.click(await screen.findByRole('button', { name: '李四' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('11010519491231002X');
    expect(within(drawer).getByAltText('front.png')).toHaveAttribute('src', '/api/v1/base/file/view/f1?sig=x');
    // The drawer shows the number too: the table's cell comes first in the document.
    const tableRow = screen.getAllByText('T-001')[0]?.closest('tr') as HTMLElement;
    await user.click(within(tableRow).getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(PersonalMsg.approved);
    expect(api.callsTo(routes.auditPersonnel)).toEqual([{ submission_id: 's1', status: 3, remark: null }]);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const api = new FakeApi().on(routes.getPersonnelAuditList, page([row])).on(routes.auditPersonnel, { msg: PersonalMsg.rejected, data: { submission_id: 's1', status: 4 } });
    const { user } = renderPage(<PersonnelAuditPage />, api);
    const cell = await screen.findByText('T-001');
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await screen.findByText(PersonalMsg.rejectReasonRequired);
    expect(api.callsTo(routes.auditPersonnel)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), '照片不清晰');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await screen.findByText(PersonalMsg.rejected);
    await waitFor(() => expect(api.callsTo(routes.auditPersonnel)).toEqual([{ submission_id: 's1', status: 4, remark: '照片不清晰' }]));
  });

  it('says when nothing waits, and shows no-permission', async () => {
    renderPage(<PersonnelAuditPage />, new FakeApi().on(routes.getPersonnelAuditList, page([])));
    await screen.findByText('没有待审核的资料');
    renderPage(<PersonnelAuditPage />, new FakeApi().on(routes.getPersonnelAuditList, { code: 10403, msg: Msg.forbidden }));
    expect(await screen.findAllByText(Msg.error403)).not.toHaveLength(0);
  });
});
