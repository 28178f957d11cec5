import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { check } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { CheckItemPage } from '../pages/check-item-page';
import { CheckResultDetailPage } from '../pages/check-result-detail-page';
import { FormDesignerPage } from '../pages/form-designer-page';

const LOAD = { timeout: 30_000 };
const FORM = '01900000-0000-7000-8000-000002001001';
const RECORD = '01900000-0000-7000-8000-000002001201';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const DEFINITION: check.FormDefinition = {
  sections: [
    {
      key: 'section1',
      title: '基本信息',
      fields: [
        { key: 'height', type: 'number', label: '层高', required: true, unit: 'm', min: 2, max: 6 },
        { key: 'verdict', type: 'passfail', label: '结论', required: true },
        { key: 'defects', type: 'multiple', label: '缺陷', required: false, options: ['裂缝', '蜂窝'] },
      ],
    },
  ],
};

/** A DataTransfer for jsdom's drag events (it has none): what the designer writes on drag start is read on drop. */
function dataTransfer() {
  const data = new Map<string, string>();
  return { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', dropEffect: 'move', effectAllowed: 'all' };
}

describe('/configCheckForm (the designer)', () => {
  it('drags three fields in, sets required and a unit, reorders with the keyboard and saves a new version', async () => {
    const fake = new FakeApi()
      .on(check.listCheckForms, page([{ form_id: FORM, form_name: '层高检查表', remark: null, current_version: 0, field_count: 0, created_at: '', updated_at: '' }]))
      .on(check.getFormVersion, { code: 10002, msg: check.CheckMsg.formNotDesigned })
      .on(check.saveFormVersion, { data: { form_id: FORM, version: 1 } });
    const { user } = renderPage(<FormDesignerPage />, fake, { path: `/configCheckForm?form_id=${FORM}` });
    const section = await screen.findByRole('region', { name: '分组 基本信息' }, LOAD);
    for (const type of ['数值', '合格判定', '文本'] as const) {
      const t = dataTransfer();
      fireEvent.dragStart(screen.getByRole('button', { name: `添加${type}字段` }), { dataTransfer: t });
      fireEvent.dragOver(section, { dataTransfer: t });
      fireEvent.drop(section, { dataTransfer: t });
    }
    expect(within(section).getAllByRole('button', { name: /^字段 / }).map((b) => b.getAttribute('aria-label'))).toEqual(['字段 数值', '字段 合格判定', '字段 文本']);
    // Settings of the number field: a name, required, a unit and a range.
    await user.click(within(section).getByRole('button', { name: '字段 数值' }));
    const label = screen.getByLabelText('字段名称');
    await user.clear(label);
    await user.type(label, '层高');
    await user.click(screen.getByRole('checkbox', { name: '必填' }));
    await user.type(screen.getByLabelText('单位'), 'm');
    // Alt+↓ moves the focused field one down (the keyboard's drag).
    const moved = within(section).getByRole('button', { name: '字段 层高' });
    moved.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(within(section).getAllByRole('button', { name: /^字段 / }).map((b) => b.getAttribute('aria-label'))).toEqual(['字段 合格判定', '字段 层高', '字段 文本']);
    await user.click(screen.getByRole('button', { name: '保存为新版本' }));
    await waitFor(() => expect(fake.callsTo(check.saveFormVersion)).toHaveLength(1), LOAD);
    expect(fake.callsTo(check.saveFormVersion)[0]).toMatchObject({
      form_id: FORM,
      definition: {
        sections: [
          {
            title: '基本信息',
            fields: [
              { key: 'passfail1', type: 'passfail', label: '合格判定', required: false },
              { key: 'number1', type: 'number', label: '层高', required: true, unit: 'm' },
              { key: 'text1', type: 'text', label: '文本', required: false },
            ],
          },
        ],
      },
    });
  });

  it('opens a designed form at its newest version', async () => {
    const fake = new FakeApi().on(check.listCheckForms, page([])).on(check.getFormVersion, { data: { form_id: FORM, form_name: '层高检查表', version: 3, definition: DEFINITION, created_at: '' } });
    renderPage(<FormDesignerPage />, fake, { path: `/configCheckForm?form_id=${FORM}` });
    await screen.findByText('当前 V3', {}, LOAD);
    expect(screen.getByRole('button', { name: '字段 层高' })).toBeInTheDocument();
  });
});

describe('/checkResultDetail', () => {
  it('renders the answers by the version the record was filled against', async () => {
    const record = { record_id: RECORD, record_no: 'JC202611200001', template_id: 't', template_name: '层高模板', form_id: FORM, form_version: 2, business_type: 1, project_id: null, project_name: null, result: 2, filled_by: null, filled_name: '张三', created_at: '2026-11-20T02:00:00Z' };
    const fake = new FakeApi().on(check.getRecordDetailList, { data: { record, definition: DEFINITION, answers: { height: 3.2, verdict: 'fail', defects: ['裂缝', '蜂窝'] }, list: [] } });
    renderPage(<CheckResultDetailPage />, fake, { path: `/checkResultDetail?record_id=${RECORD}` });
    await screen.findByText('JC202611200001', {}, LOAD);
    expect(screen.getByText('V2')).toBeInTheDocument();
    expect(screen.getByText('3.2m')).toBeInTheDocument();
    expect(screen.getByText('裂缝、蜂窝')).toBeInTheDocument();
    expect(screen.getAllByText('不合格').length).toBeGreaterThanOrEqual(2); // the record's verdict and the field's
  });

  it('says a record of another unit is not found', async () => {
    const fake = new FakeApi().on(check.getRecordDetailList, { code: 10002, msg: check.CheckMsg.recordNotFound });
    renderPage(<CheckResultDetailPage />, fake, { path: `/checkResultDetail?record_id=${RECORD}` });
    await screen.findByText(check.CheckMsg.recordNotFound, {}, LOAD);
  });
});

describe('/checkItemManage', () => {
  it('lists check items through the kit and creates one', async () => {
    const fake = new FakeApi()
      .on(check.listCheckItems, page([{ check_item_id: 'i1', item_name: '构件尺寸偏差', item_code: 'ZL-001', item_type: 1, standard: 'GB 50204', sort_no: 0, remark: null, created_at: '' }]))
      .on(check.saveCheckItem, { data: { check_item_id: 'i2' } });
    const { user } = renderPage(<CheckItemPage />, fake);
    await screen.findByText('构件尺寸偏差', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /新增检查项/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('检查项名称'), '临边防护');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(check.saveCheckItem)[0]).toMatchObject({ item_name: '临边防护' }), LOAD);
  });
});
