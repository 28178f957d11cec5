import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderSurvey } from './survey-test-kit';

describe('questionnaire verification page', () => {
  it('says 手机号不能为空 and 服务密码不能为空 and sends nothing', async () => {
    const { fake } = renderSurvey('/QuestionnaireSurveyMobile');
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    await screen.findByText('手机号不能为空');
    expect(screen.getByText('服务密码不能为空')).toBeInTheDocument();
    expect(fake.callsTo(routes.evalCheckServicePassword)).toEqual([]);
  });

  it('caps the phone at 11 digits and the password at 4, and prefills the phone from the link', () => {
    renderSurvey('/QuestionnaireSurveyMobile?phone=13900000001');
    const phone = screen.getByLabelText('手机号') as HTMLInputElement;
    expect(phone.value).toBe('13900000001');
    fireEvent.change(phone, { target: { value: '139-0000-0001-99' } });
    expect(phone.value).toBe('13900000001');
    const password = screen.getByLabelText('服务密码') as HTMLInputElement;
    fireEvent.change(password, { target: { value: '12a345' } });
    expect(password.value).toBe('1234');
  });

  it('verifies with the server, keeps the questionnaire token and goes to /QuestionsList', async () => {
    const fake = new FakeApi()
      .on(routes.evalCheckServicePassword, { msg: EvalMsg.verified, data: { access_token: 'tok', expires_at: '2999-01-01T00:00:00Z', person_name: '王建国' } })
      .on(routes.evalListEvaluatees, { data: { person_name: '王建国', list: [] } });
    const { services } = renderSurvey('/QuestionnaireSurveyMobile', fake);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByLabelText('服务密码'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    await screen.findByText('暂无需要您评价的人员');
    expect(fake.callsTo(routes.evalCheckServicePassword)).toEqual([{ phone: '13900000001', password: '1234' }]);
    expect(window.location.pathname).toBe('/QuestionsList');
    expect(services.phone()).toBe('13900000001');
    expect(services.api.token).toBe('tok');
  });

  it('shows the server\'s refusal (wrong password, lock) under the form', async () => {
    const fake = new FakeApi().on(routes.evalCheckServicePassword, { code: 10102, msg: EvalMsg.locked });
    renderSurvey('/QuestionnaireSurveyMobile', fake);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByLabelText('服务密码'), { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EvalMsg.locked);
    await waitFor(() => expect(window.location.pathname).toBe('/QuestionnaireSurveyMobile'));
  });
});
