import { useState, type FormEvent } from 'react';
import { EvalMsg, capPhoneInput, routes } from '@zhuyun/contracts';
import { Button } from '../components/button';
import { Field } from '../components/field';
import { useToast } from '../components/toast';
import { SurveyPath, navigate, useLocation } from '../lib/navigation';
import { capPasswordInput, passwordError, phoneError } from '../lib/rules';
import { messageOf, useSurvey } from '../lib/survey-services';
import { RecoverFlow } from './recover-flow';

/** /QuestionnaireSurveyMobile: verify by phone and service password, or recover (or first set) the password. */
export function VerifyPage() {
  const { search } = useLocation();
  // 'first': the same three steps, titled for a person who has never had a service password.
  const [mode, setMode] = useState<'verify' | 'recover' | 'first'>(search.get('mode') === 'recover' ? 'recover' : 'verify');
  const [phone, setPhone] = useState(() => capPhoneInput(search.get('phone') ?? ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const survey = useSurvey();
  const toast = useToast();

  if (mode !== 'verify') {
    return (
      <RecoverFlow
        title={mode === 'first' ? '设置服务密码' : '找回服务密码'}
        initialPhone={phone}
        onBack={(donePhone) => {
          if (donePhone) setPhone(donePhone);
          setPassword('');
          setFailure(null);
          setMode('verify');
        }}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { phone: phoneError(phone), password: passwordError(password) };
    setErrors(next);
    setFailure(null);
    if (next.phone || next.password) return;
    setBusy(true);
    try {
      const answer = await survey.api.call(routes.evalCheckServicePassword, { phone, password });
      survey.signIn(phone, answer.access_token);
      toast(EvalMsg.verified, 'success');
      navigate(`${SurveyPath.list}?phone=${phone}`);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sv-page">
      <header className="sv-hero">
        <h1>员工评价问卷</h1>
        <p>请输入登记的手机号和4位服务密码进行验证</p>
      </header>
      <form className="sv-card" onSubmit={submit} noValidate>
        <Field
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入手机号"
          maxLength={11}
          value={phone}
          error={errors.phone}
          onChange={(v) => {
            setPhone(capPhoneInput(v));
            setErrors((e) => ({ ...e, phone: null }));
          }}
        />
        <Field
          label="服务密码"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          placeholder="请输入4位服务密码"
          maxLength={4}
          value={password}
          error={errors.password}
          onChange={(v) => {
            setPassword(capPasswordInput(v));
            setErrors((e) => ({ ...e, password: null }));
          }}
        />
        {failure ? (
          <div className="sv-alert" role="alert">
            {failure}
          </div>
        ) : null}
        <Button type="submit" variant="primary" className="sv-block" loading={busy}>
          验证
        </Button>
        <div className="sv-links">
          <Button variant="link" onClick={() => setMode('recover')}>
            忘记服务密码？
          </Button>
          <Button variant="link" onClick={() => setMode('first')}>
            首次使用，设置服务密码
          </Button>
        </div>
      </form>
    </main>
  );
}
