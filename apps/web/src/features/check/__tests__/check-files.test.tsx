import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { check, files } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { CheckResultDetailPage } from '../pages/check-result-detail-page';
import { MaterialCheckPage } from '../pages/material-check-page';
import { ReportFormDetailPage } from '../pages/report-form-detail-page';
import { ReportFormPage } from '../pages/report-form-page';

const LOAD = { timeout: 30_000 };
const FORM = '01900000-0000-7000-8000-000002001001';
const TEMPLATE = '01900000-0000-7000-8000-000002001101';
const RECORD = '01900000-0000-7000-8000-000002001201';
const REPORT = '01900000-0000-7000-8000-000002001301';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const link = (id: string) => `/api/v1/base/file/view/${id}?expires=1&sig=ab`;
const DEFINITION: check.FormDefinition = {
  sections: [
    {
      key: 's1',
      title: '现场',
      fields: [
        { key: 'no', type: 'text', label: '构件编号', required: true },
        { key: 'dev', type: 'number', label: '偏差', required: false, unit: 'mm' },
        { key: 'photo', type: 'photo', label: '现场照片', required: false },
        { key: 'sign', type: 'signature', label: '验收人', required: false },
        { key: 'verdict', type: 'passfail', label: '判定', required: true },
      ],
    },
  ],
};

describe('/checkResultDetail photos and signatures', () => {
  it('shows the photo and the signature through the signed links the read answered', async () => {
    const record = { record_id: RECORD, record_no: 'JC202611200001', template_id: TEMPLATE, template_name: '验收模板', form_id: FORM, form_version: 1, business_type: 1, project_id: null, project_name: null, result: 1, filled_by: null, filled_name: '张三', created_at: '2026-11-20T02:00:00Z' };
    const answers = { no: 'YZB-1', photo: 'f1', sign: 'f2', verdict: 'pass' };
    const fileLinks = { photo: { file_id: 'f1', file_name: '现场.png', mime: 'image/png', url: link('f1') }, sign: { file_id: 'f2', file_name: '验收人.png', mime: 'image/png', url: link('f2') } };
    const fake = new FakeApi().on(check.getRecordDetailList, { data: { record, definition: DEFINITION, answers, list: [], files: fileLinks } });
    renderPage(<CheckResultDetailPage />, fake, { path: `/checkResultDetail?record_id=${RECORD}` });
    expect(await screen.findByRole('img', { name: '现场照片' }, LOAD)).toHaveAttribute('src', link('f1'));
    expect(screen.getByRole('img', { name: '验收人签名' })).toHaveAttribute('src', link('f2'));
  });
});

describe('/materialCheck attachments', () => {
  const row = { material_check_id: 'm1', material_name: 'HRB400 钢筋', spec: 'Φ16', batch_no: 'GJ-1', supplier: '杭钢', project_id: null, project_name: null, check_date: '2026-11-15', result: 1, remark: null, created_at: '', attachments: [{ file_id: 'a1', file_name: '复验报告.pdf', mime: 'application/pdf', url: link('a1') }] };

  it('lists each attachment as a link and records a new inspection with an uploaded file', async () => {
    const fake = new FakeApi()
      .on(check.listMaterialChecks, page([row]))
      .on(files.uploadFile, { data: { file_id: 'u1', file_path: 'files/u1', file_name: '取样.png', url: link('u1') } })
      .on(check.saveMaterialCheck, { data: { material_check_id: 'm2' } });
    const { user } = renderPage(<MaterialCheckPage />, fake);
    expect(await screen.findByRole('link', { name: '复验报告.pdf' }, LOAD)).toHaveAttribute('href', link('a1'));
    await user.click(screen.getByRole('button', { name: /新增检测记录/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('材料名称'), '灌浆料');
    await user.upload(within(dialog).getByLabelText('上传附件'), new File([new Uint8Array([0x89, 0x50])], '取样.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('link', { name: '取样.png' }, LOAD)).toHaveAttribute('href', link('u1'));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(check.saveMaterialCheck)[0]).toMatchObject({ material_name: '灌浆料', result: 1, attachments: ['u1'] }), LOAD);
    expect(fake.callsTo(files.uploadFile)[0]).toMatchObject({ module: 'certificate', file: '取样.png' });
  });
});

describe('/reportFormManage columns', () => {
  it("chooses a report's columns from its template's form and saves them in the chosen order", async () => {
    const fake = new FakeApi()
      .on(check.listReportForms, page([]))
      .on(check.listCheckTemplates, page([{ template_id: TEMPLATE, template_name: '验收模板', form_id: FORM, form_name: '验收表', form_version: 1, module_id: null, module_name: null, status: 1, remark: null, record_count: 0, created_at: '' }]))
      .on(check.getCheckTemplate, { data: { template_id: TEMPLATE, template_name: '验收模板', form_id: FORM, form_name: '验收表', form_version: 1, module_id: null, module_name: null, status: 1, remark: null, record_count: 0, created_at: '' } })
      .on(check.getFormVersion, { data: { form_id: FORM, form_name: '验收表', version: 1, definition: DEFINITION, created_at: '' } })
      .on(check.saveReportForm, { data: { report_id: REPORT } });
    const { user } = renderPage(<ReportFormPage />, fake);
    await user.click(await screen.findByRole('button', { name: /新增报表/ }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('报表名称'), '验收台账');
    await user.click(within(dialog).getByRole('combobox', { name: /检查模板/ }));
    await user.click(await screen.findByText('验收模板', { selector: '.ant-select-item-option-content' }, LOAD));
    for (const label of ['判定', '构件编号', '偏差']) {
      await user.click(await within(dialog).findByRole('combobox', { name: '添加列' }, LOAD));
      await user.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }, LOAD));
    }
    // 偏差 up one: 判定, 偏差, 构件编号.
    await user.click(within(dialog).getByRole('button', { name: '上移偏差' }));
    expect(within(within(dialog).getByRole('list', { name: '报表列' })).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 4))).toEqual(['判定上移', '偏差上移', '构件编号']);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(check.saveReportForm)[0]).toMatchObject({ report_name: '验收台账', template_id: TEMPLATE, field_keys: ['verdict', 'dev', 'no'] }), LOAD);
  }, 180_000); // three dropdowns in jsdom: 123 s at a load average of 40 on two cores
});

describe('/reportFormDetail export', () => {
  it("exports every record with the report's own columns in its order", async () => {
    const created = vi.fn((_b: Blob) => 'blob:report');
    URL.createObjectURL = created as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const report = { report_id: REPORT, report_name: '验收台账', template_id: TEMPLATE, template_name: '验收模板', field_keys: ['verdict', 'no'], remark: null, created_at: '' };
    const rows = [{ record_id: 'r1', record_no: 'JC1', result: 2, created_at: '2026-11-20T02:00:00Z', filled_name: '张三', values: { verdict: '不合格', no: 'YZB-1' } }];
    const fake = new FakeApi().on(check.getCustomReportDetail, { data: { list: rows, total_count: 1, cur_page: 1, page_size: 20, report, columns: [{ key: 'verdict', label: '判定' }, { key: 'no', label: '构件编号' }], pass_count: 0, fail_count: 1 } });
    const { user } = renderPage(<ReportFormDetailPage />, fake, { path: `/reportFormDetail?report_id=${REPORT}` });
    await user.click(await screen.findByRole('button', { name: /导\s?出/ }, LOAD));
    await waitFor(() => expect(created).toHaveBeenCalled(), LOAD);
    const csv = await (created.mock.calls[0]![0] as Blob).text();
    expect(csv.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual(['记录编号,判定,构件编号,结论,填写人,填写时间', `JC1,不合格,YZB-1,不合格,张三,${csv.match(/2026-11-20 \d\d:00/)?.[0]}`]);
  });
});
