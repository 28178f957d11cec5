import { useState, type FormEvent } from 'react';
import { EvalMsg, capPhoneInput, routes } from '@zhuyun/contracts';
import { Button } from '../components/button';
import { Field } from '../components/field';
import { SendCodeButton } from '../components/send-code-button';
import { Steps } from '../components/steps';
import { useToast } from '../components/toast';
import { capPasswordInput, passwordError, phoneError } from '../lib/rules';
import { messageOf, useSurvey } from '../lib/survey-services';

const STEPS = ['确认账号', '安全验证', '设置密码'] as const;

/**
 * Recovering (or first setting) the service password in 3 steps (spec-1 §4): confirm the account by phone and name,
 * prove the phone with an SMS code, set a new 4-digit password; then back to verification.
 */
export function RecoverFlow({ title, initialPhone, onBack }: { title: string; initialPhone: string; onBack(donePhone?: string): void }) {
  const survey = useSurvey();
  const toast = useToast();
  const [step, setStep] = useState(0);
  const [phone, setPhone] = useState(initialPhone);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A field's message goes once the person corrects it.
  const edit = (field: string, apply: () => void) => {
    apply();
    setError((e) => ({ ...e, [field]: null }));
  };

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const confirmAccount = (event: FormEvent) => {
    event.preventDefault();
    const next = { phone: phoneError(phone), name: name.trim() ? null : EvalMsg.nameRequired };
    setError(next);
    if (next.phone || next.name) return;
    void run(async () => {
      await survey.api.call(routes.evalCheckPhoneName, { phone, name: name.trim() });
      setStep(1);
    });
  };

  const sendCode = async () => {
    setFailure(null);
    try {
      const answer = await survey.api.callEnvelope(routes.evalSendCode, { phone });
      toast(answer.msg, 'success');
      return true;
    } catch (e) {
      setFailure(messageOf(e));
      return false;
    }
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    const next = { code: code.trim() ? null : EvalMsg.codeRequired };
    setError(next);
    if (next.code) return;
    void run(async () => {
      setTicket((await survey.api.call(routes.evalCheckCode, { phone, code: code.trim() })).ticket);
      setStep(2);
    });
  };

  const setNewPassword = (event: FormEvent) => {
    event.preventDefault();
    const next = { password: passwordError(password, EvalMsg.newServicePasswordRequired) };
    setError(next);
    if (next.password) return;
    void run(async () => {
      const answer = await survey.api.callEnvelope(routes.evalEditServicePassword, { phone, password, ticket });
      toast(answer.msg, 'success');
      onBack(phone);
    });
  };

  const alert = failure ? (
    <div className="sv-alert" role="alert">
      {failure}
    </div>
  ) : null;

  return (
    <main className="sv-page">
      <header className="sv-bar">
        <Button variant="link" onClick={() => onBack()} aria-label="返回验证">
          ‹ 返回
        </Button>
        <h1>{title}</h1>
      </header>
      <Steps label={`${title}步骤`} current={step} titles={STEPS} />
      {step === 0 ? (
        <form className="sv-card" onSubmit={confirmAccount} noValidate>
          <Field label="手机号" type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={11} value={phone} error={error.phone} onChange={(v) => edit('phone', () => setPhone(capPhoneInput(v)))} />
          <Field label="姓名" placeholder="请输入姓名" autoComplete="name" value={name} error={error.name} onChange={(v) => edit('name', () => setName(v))} />
          {alert}
          <Button type="submit" variant="primary" className="sv-block" loading={busy}>
            下一步
          </Button>
        </form>
      ) : null}
      {step === 1 ? (
        <form className="sv-card" onSubmit={checkCode} noValidate>
          <p className="sv-hint">验证码将发送至 {phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}</p>
          <div className="sv-code-row">
            <Field label="验证码" inputMode="numeric" autoComplete="one-time-code" placeholder="请输入验证码" maxLength={6} value={code} error={error.code} onChange={(v) => edit('code', () => setCode(v.replace(/\D/g, '')))} />
            <SendCodeButton send={sendCode} />
          </div>
          {alert}
          <Button type="submit" variant="primary" className="sv-block" loading={busy}>
            下一步
          </Button>
        </form>
      ) : null}
      {step === 2 ? (
        <form className="sv-card" onSubmit={setNewPassword} noValidate>
          <Field
            label="新服务密码"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            placeholder="请输入4位数字新服务密码"
            maxLength={4}
            value={password}
            error={error.password}
            onChange={(v) => edit('password', () => setPassword(capPasswordInput(v)))}
          />
          {alert}
          <Button type="submit" variant="primary" className="sv-block" loading={busy}>
            确定
          </Button>
        </form>
      ) : null}
    </main>
  );
}
