import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApplyKindLabel, Msg, PersonalMsg, routes } from '@zhuyun/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { renderPage, FakeApi } from '../../../testing/render-page';
import { AuditRecordsPage } from '../pages/audit-records-page';
import { MyApplyPage } from '../pages/my-apply-page';
import { MyInfoPage } from '../pages/my-info-page';
import { MyLimitPage } from '../pages/my-limit-page';
import { ModifyInfoPage } from '../pages/modify-info-page';
import { fill } from '../../../testing/fill';

const me = {
  user_id: 'u1', user_no: 'demo', user_name: '演示管理员', phone: '13800000001', email: null, avatar: null, avatar_url: null, has_password: false,
  created_at: '2026-01-01T00:00:00.000Z',
  units: [{ company_id: 'c1', company_name: '演示建设集团', status: 3, is_admin: true, job_names: ['单位管理员'], is_current: true }],
};
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10 } });

describe('the personal centre', () => {
  it('/myInfomation shows me with the phone masked and my units', async () => {
    renderPage(<MyInfoPage />, new FakeApi().on(routes.getMyProfile, { data: me }));
    await screen.findByText('138****0001');
    expect(screen.getByText('未设置（可用短信验证码登录）')).toBeInTheDocument();
    const unitRow = screen.getByText('单位管理员').closest('tr') as HTMLElement;
    expect(within(unitRow).getByText('当前')).toBeInTheDocument();
    expect(within(unitRow).getByText('已通过')).toBeInTheDocument();
  });

  it('/modifyInformation sends the code to the new phone and refuses a wrong code', async () => {
    const api = new FakeApi()
      .on(routes.getMyProfile, { data: me })
      .on(routes.sendPhoneChangeCode, { msg: Msg.codeSent, data: { expires_in: 300, resend_after: 60 } })
      .on(routes.changeMyPhone, { code: 10104, msg: Msg.codeInvalid });
    const { user } = renderPage(<ModifyInfoPage />, api);
    // The current number is refused as it is typed.
    await fill(user, await screen.findByPlaceholderText('请输入新手机号'), '13800000001');
    await screen.findByText(PersonalMsg.newPhoneSame);
    await user.clear(screen.getByPlaceholderText('请输入新手机号'));
    await fill(user, screen.getByPlaceholderText('请输入新手机号'), '13600000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /重新发送/ })).toBeDisabled();
    expect(api.callsTo(routes.sendPhoneChangeCode)).toEqual([{ phone: '13600000001' }]);
    await fill(user, screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /确认更换/ }));
    expect(await screen.findAllByText(Msg.codeInvalid)).not.toHaveLength(0);
    expect(api.callsTo(routes.changeMyPhone)).toEqual([{ phone: '13600000001', code: '123456' }]);
  });

  it('/myapply lists my applications of every kind with their state and reason', async () => {
    const api = new FakeApi().on(routes.getMyApplies, (p) =>
      page(
        [
          { kind: 'unit', id: 'j1', target: '浙江华汇建筑设计研究院', detail: null, status: 2, remark: null, applied_at: '2026-11-25T00:00:00.000Z', reviewed_at: null },
          { kind: 'system', id: 's1', target: '回弹仪检测系统', detail: '演示建设集团', status: 4, remark: '请补充回弹仪检测资质', applied_at: '2026-11-22T00:00:00.000Z', reviewed_at: null },
        ].filter((r) => !p.kind || r.kind === p.kind),
      ),
    );
    const { user } = renderPage(<MyApplyPage />, api);
    const refused = (await screen.findByText('回弹仪检测系统')).closest('tr') as HTMLElement;
    expect(within(refused).getByText('已驳回')).toBeInTheDocument();
    expect(within(refused).getByText('请补充回弹仪检测资质')).toBeInTheDocument();
    // antd's radio input is invisible (pointer-events: none): a person clicks its label.
    await user.click(screen.getByRole('radio', { name: ApplyKindLabel.unit }).closest('label') as HTMLElement);
    await screen.findByText('浙江华汇建筑设计研究院');
    expect(screen.queryByText('回弹仪检测系统')).not.toBeInTheDocument();
    expect(api.callsTo(routes.getMyApplies).at(-1)).toMatchObject({ kind: 'unit' });
  });

  it('/MyLimit shows my jobs, their templates and the pages I may open', async () => {
    const limit = {
      company_name: '演示建设集团', is_admin: false,
      jobs: [{ job_id: 'j1', job_name: '施工员', dept_name: '工程部', is_current: true, templates: [{ auth_template_id: 't1', auth_template_name: '项目施工' }] }],
      pages: [{ object_no: 'page.ProjectList', object_name: '项目列表', route: '/ProjectList', group: '项目管理' }],
    };
    renderPage(<MyLimitPage />, new FakeApi().on(routes.getMyLimit, { data: limit }));
    await screen.findByText('项目施工');
    expect(screen.getByText('项目列表')).toBeInTheDocument();
    expect(screen.getByText('项目管理')).toBeInTheDocument();
    expect(screen.getByText('当前岗位可用的页面（1）')).toBeInTheDocument();
  });

  it('/auditRecords shows the reviewer’s reason, and the submit form asks for the certificate scans', async () => {
    useSessionStore.setState({
      userInfo: { real_name: '李四', job: '施工员', user_name: '李四', phone: '13900000001', user_id: 'u1', access_token: 't', comp_id: 'c1', company_type: 4 },
    });
    const api = new FakeApi().on(
      routes.getMyAuditRecords,
      page([{ kind: 'personnel', id: 'p1', title: '李四 · 特种作业操作证', reviewer: '演示建设集团', status: 4, remark: '证书照片不清晰', submitted_at: '2026-11-25T00:00:00.000Z', reviewed_at: '2026-11-26T00:00:00.000Z' }]),
    );
    const { user } = renderPage(<AuditRecordsPage />, api);
    const row = (await screen.findByText('李四 · 特种作业操作证')).closest('tr') as HTMLElement;
    expect(within(row).getByText('证书照片不清晰')).toBeInTheDocument();
    expect(within(row).getByText('已驳回')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: '提交资料' });
    expect(open).toBeEnabled();
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('提交资料审核')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('真实姓名'), '李四');
    await fill(user, within(dialog).getByLabelText('证书名称'), '特种作业操作证');
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await within(dialog).findByText(PersonalMsg.certFilesRequired);
    expect(api.callsTo(routes.submitPersonnelInfo)).toEqual([]);
  });
});
