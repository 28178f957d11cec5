import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderSurvey } from './survey-test-kit';

const next = () => fireEvent.click(screen.getByRole('button', { name: '下一步' }));

describe('service password recovery in 3 steps', () => {
  it('confirms the account, proves the phone with a code (重新发送 30), sets a new password, then goes back', async () => {
    const fake = new FakeApi()
      .on(routes.evalCheckPhoneName, { data: null })
      .on(routes.evalSendCode, { msg: '已发送', data: { expires_in: 300, resend_after: 30 } })
      .on(routes.evalCheckCode, { data: { ticket: 'ticket-1' } })
      .on(routes.evalEditServicePassword, { msg: EvalMsg.passwordSet, data: null });
    renderSurvey('/QuestionnaireSurveyMobile?phone=13900000004', fake);
    fireEvent.click(screen.getByRole('button', { name: '忘记服务密码？' }));
    expect(screen.getByRole('list', { name: '找回服务密码步骤' })).toHaveTextContent('1确认账号2安全验证3设置密码');

    next();
    await screen.findByText('姓名不能为空');
    expect(fake.callsTo(routes.evalCheckPhoneName)).toEqual([]);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '刘芳' } });
    next();
    const send = await screen.findByRole('button', { name: '获取验证码' });
    expect(fake.callsTo(routes.evalCheckPhoneName)).toEqual([{ phone: '13900000004', name: '刘芳' }]);

    next();
    await screen.findByText(EvalMsg.codeRequired);
    fireEvent.click(send);
    expect(await screen.findByRole('button', { name: '重新发送 30' })).toBeDisabled();
    expect(fake.callsTo(routes.evalSendCode)).toEqual([{ phone: '13900000004' }]);
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    next();

    const confirm = await screen.findByRole('button', { name: '确定' });
    fireEvent.click(confirm);
    await screen.findByText('新服务密码不能为空');
    fireEvent.change(screen.getByLabelText('新服务密码'), { target: { value: '4321' } });
    fireEvent.click(confirm);
    await screen.findByRole('button', { name: '验证' });
    expect(fake.callsTo(routes.evalEditServicePassword)).toEqual([{ phone: '13900000004', password: '4321', ticket: 'ticket-1' }]);
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13900000004');
  });

  it('titles the first-use screen 设置服务密码, not 找回服务密码', () => {
    renderSurvey('/QuestionnaireSurveyMobile?phone=13900000004', new FakeApi());
    fireEvent.click(screen.getByRole('button', { name: '首次使用，设置服务密码' }));
    expect(screen.getByRole('heading', { name: '设置服务密码' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '找回服务密码' })).toBeNull();
    expect(screen.getByRole('list', { name: '设置服务密码步骤' })).toHaveTextContent('1确认账号2安全验证3设置密码');
  });

  it('shows a wrong code\'s refusal and stays on the safety step', async () => {
    const fake = new FakeApi()
      .on(routes.evalCheckPhoneName, { data: null })
      .on(routes.evalCheckCode, { code: 10104, msg: '验证码错误或已过期' });
    renderSurvey('/QuestionnaireSurveyMobile?phone=13900000004&mode=recover', fake);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '刘芳' } });
    next();
    fireEvent.change(await screen.findByLabelText('验证码'), { target: { value: '000000' } });
    next();
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
  });
});
