import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { check } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { CheckFillApp } from '../check-fill-app';

const TEMPLATE = '01900000-0000-7000-8000-000002001101';
const FORM = '01900000-0000-7000-8000-000002001001';
const DEFINITION: check.FormDefinition = {
  sections: [
    {
      key: 's1',
      title: '检查',
      fields: [
        { key: 'height', type: 'number', label: '层高', required: true, unit: 'm', min: 2, max: 6 },
        { key: 'level', type: 'single', label: '等级', required: false, options: ['一级', '二级'] },
        { key: 'verdict', type: 'passfail', label: '结论', required: true },
      ],
    },
  ],
};

function setup(api: FakeApi, signedIn = true) {
  const store = memoryStore();
  const client = new ApiClient({ baseUrl: '', systemNo: 'web', authCode: 'x', store, fetch: api.fetch });
  if (signedIn) client.setToken('token');
  return { user: userEvent.setup(), ...render(<CheckFillApp client={client} templateId={TEMPLATE} />) };
}

const fake = () =>
  new FakeApi()
    .on(check.getCheckTemplate, { data: { template_id: TEMPLATE, template_name: '层高模板', form_id: FORM, form_name: '层高表', form_version: 2, module_id: null, module_name: null, status: 1, remark: null, record_count: 0, created_at: '' } })
    .on(check.getFormVersion, { data: { form_id: FORM, form_name: '层高表', version: 2, definition: DEFINITION, created_at: '' } })
    .on(check.submitCheckRecord, { data: { record_id: 'r1', record_no: 'JC202611250001', result: 1 } });

describe('check.html (/checkFill)', () => {
  it('renders the definition, names each broken field, then submits against the version shown', async () => {
    const api = fake();
    const { user } = setup(api);
    await screen.findByText('层高模板');
    expect(screen.getByText('表单版本 V2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['“层高”不能为空', '“结论”不能为空']);
    await user.type(screen.getByLabelText(/层高/), '9');
    await user.click(screen.getByRole('radio', { name: '合格' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['“层高”应在2～6m之间']);
    await user.clear(screen.getByLabelText(/层高/));
    await user.type(screen.getByLabelText(/层高/), '3.1');
    await user.click(screen.getByRole('radio', { name: '二级' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('提交成功');
    expect(api.callsTo(check.submitCheckRecord)[0]).toMatchObject({ template_id: TEMPLATE, form_version: 2, answers: { height: 3.1, level: '二级', verdict: 'pass' } });
    expect(screen.getByRole('link', { name: '查看结果' })).toHaveAttribute('href', '/checkResultDetail?record_id=r1');
  });

  it('shows the server refusal (a newer version saved meanwhile) at the form', async () => {
    const api = fake().on(check.submitCheckRecord, { code: 10001, msg: check.CheckMsg.versionNotFound });
    const { user } = setup(api);
    await screen.findByText('层高模板');
    await user.type(screen.getByLabelText(/层高/), '3');
    await user.click(screen.getByRole('radio', { name: '不合格' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(check.CheckMsg.versionNotFound));
  });

  it('asks a person without a session to sign in first', async () => {
    setup(fake(), false);
    await screen.findByText('请先登录平台后再填写');
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });
});
