import { useEffect, useState } from 'react';
import { isApiError, type ApiClient } from '@zhuyun/client';
import { check, isUuid, ResultCode } from '@zhuyun/contracts';
import { FillField } from './fill-field';

type Loaded = { templateName: string; formVersion: number; definition: check.FormDefinition };
type State = { kind: 'loading' } | { kind: 'failed'; message: string; signIn?: boolean } | { kind: 'ready'; form: Loaded } | { kind: 'done'; recordNo: string; recordId: string; result: number };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '网络异常，请稍后重试');
const lostSession = (error: unknown) => isApiError(error) && (error.code === ResultCode.TOKEN_INVALID || error.code === ResultCode.SESSION_ENDED);

/** /checkFill?template_id=…: the phone's filling page, rendering the template's form at its newest version. */
export function CheckFillApp({ client, templateId }: { client: ApiClient; templateId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [answers, setAnswers] = useState<check.Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!client.token) return setState({ kind: 'failed', message: '请先登录平台后再填写', signIn: true });
    if (!isUuid(templateId)) return setState({ kind: 'failed', message: '检查模板不存在' });
    const silent = { silent: true };
    client
      .call(check.getCheckTemplate, { template_id: templateId }, silent)
      .then(async (template) => {
        const version = await client.call(check.getFormVersion, { form_id: template.form_id }, silent);
        setState({ kind: 'ready', form: { templateName: template.template_name, formVersion: version.version, definition: version.definition as check.FormDefinition } });
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: messageOf(error), signIn: lostSession(error) }));
  }, [client, templateId]);

  if (state.kind === 'loading') return <div className="cf-state">加载中…</div>;
  if (state.kind === 'failed')
    return (
      <div className="cf-state">
        <h2>无法填写</h2>
        <p>{state.message}</p>
        {state.signIn ? <a href="/login">去登录</a> : null}
      </div>
    );
  if (state.kind === 'done')
    return (
      <div className="cf-state">
        <div className={state.result === 1 ? 'cf-ok' : 'cf-bad'}>{state.result === 1 ? '✓' : '!'}</div>
        <h2>提交成功</h2>
        <p>
          记录编号 {state.recordNo}，结论：{check.CHECK_RESULT_NAMES[state.result]}
        </p>
        <a href={`/checkResultDetail?record_id=${state.recordId}`}>查看结果</a>
      </div>
    );

  const { form } = state;
  const fields = check.fieldsOf(form.definition);
  const submit = async () => {
    // The same rules the server applies to this version, checked here first so every problem shows at its field.
    const found = Object.fromEntries(fields.map((f) => [f.key, check.checkAnswer(f, answers[f.key])]).filter(([, m]) => m)) as Record<string, string>;
    setErrors(found);
    const first = fields.find((f) => found[f.key]);
    if (first) return document.getElementById(`f-${first.key}`)?.scrollIntoView?.({ block: 'center' });
    setSending(true);
    const sent = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));
    try {
      const done = await client.call(check.submitCheckRecord, { template_id: templateId, form_version: form.formVersion, answers: sent }, { silent: true });
      setState({ kind: 'done', recordNo: done.record_no, recordId: done.record_id, result: done.result });
    } catch (error) {
      setErrors({ __form: messageOf(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <header className="cf-top">
        {form.templateName}
        <small>表单版本 V{form.formVersion}</small>
      </header>
      <main className="cf-main">
        {form.definition.sections.map((section) => (
          <section key={section.key} className="cf-section" aria-label={section.title}>
            <h2>{section.title}</h2>
            {section.fields.map((f) => (
              <FillField key={f.key} client={client} field={f} value={answers[f.key]} error={errors[f.key] ?? null} onChange={(v) => (setAnswers((a) => ({ ...a, [f.key]: v })), setErrors(({ [f.key]: _fixed, ...rest }) => rest))} />
            ))}
          </section>
        ))}
        {errors.__form ? (
          <div className="cf-error" role="alert">
            {errors.__form}
          </div>
        ) : null}
      </main>
      <div className="cf-bar">
        <button type="button" className="cf-submit" disabled={sending} onClick={() => void submit()}>
          {sending ? '提交中…' : '提交'}
        </button>
      </div>
    </>
  );
}
