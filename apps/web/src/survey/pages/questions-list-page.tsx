import { useCallback, useEffect, useState } from 'react';
import { EvalMsg, EvalMsgWith, routes, type ResponseOf, type evaluation } from '@zhuyun/contracts';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useToast } from '../components/toast';
import { SurveyPath, navigate, useLocation } from '../lib/navigation';
import { messageOf, useSurvey } from '../lib/survey-services';
import { ExerciseInfo } from './exercise-info';
import { ScoreForm, totalOf, type QuestionSheet } from './score-form';

type Evaluatees = ResponseOf<typeof evaluation.listEvaluatees>;
type Option = Evaluatees['list'][number];

/** /QuestionsList (also with ?phone=…): choose whom to evaluate, score with sliders, see the total, submit once. */
export function QuestionsListPage() {
  const survey = useSurvey();
  const toast = useToast();
  const { search } = useLocation();
  const askedPhone = search.get('phone');
  const [data, setData] = useState<Evaluatees | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [sheets, setSheets] = useState<Record<string, QuestionSheet>>({});
  const [scores, setScores] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // A link for another phone (or no questionnaire session) goes to verification with that phone filled in.
  const sessionPhone = survey.phone();
  const mustVerify = !sessionPhone || (askedPhone !== null && askedPhone !== sessionPhone);
  useEffect(() => {
    if (mustVerify) {
      if (sessionPhone) survey.signOut();
      navigate(`${SurveyPath.verify}${askedPhone ? `?phone=${encodeURIComponent(askedPhone)}` : ''}`, { replace: true });
    }
  }, [mustVerify, sessionPhone, askedPhone, survey]);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const answer = await survey.api.call(routes.evalListEvaluatees, {});
      setData(answer);
      return answer;
    } catch (error) {
      setLoadError(messageOf(error));
      return null;
    }
  }, [survey]);
  useEffect(() => {
    if (!mustVerify) void load();
  }, [load, mustVerify]);

  const sheet = chosen ? sheets[chosen.exercise_id] : undefined;
  const questions = sheet?.list;
  useEffect(() => {
    if (!chosen || sheets[chosen.exercise_id]) return;
    survey.api
      .call(routes.evalSurveyQuestions, { exercise_id: chosen.exercise_id, is_page: 0 })
      .then((answer) => setSheets((s) => ({ ...s, [chosen.exercise_id]: answer })))
      .catch((error: unknown) => toast(messageOf(error), 'error'));
  }, [chosen, sheets, survey, toast]);

  if (mustVerify) return null;
  const total = totalOf(scores);
  const maxTotal = questions?.reduce((sum, g) => sum + g.score, 0) ?? 0;
  const canScore = Boolean(chosen?.open && chosen.status === 0);

  const choose = (option: Option) => {
    setChosen(option);
    setScores({});
  };
  const askSubmit = () => {
    if (!chosen) return toast(EvalMsg.chooseEvaluatee, 'error');
    if (!canScore) return toast(chosen.status === 1 ? EvalMsg.alreadySubmitted : (chosen.closed_reason ?? EvalMsg.ended), 'error');
    setConfirming(true);
  };
  const submit = async () => {
    if (!chosen || !questions) return;
    setSubmitting(true);
    try {
      const evaluate_data = questions.flatMap((g) => g.children.map((q) => ({ question_id: q.question_id, score: scores[q.question_id] ?? 0 })));
      const answer = await survey.api.callEnvelope(routes.evalSubmit, { evaluator_data_id: chosen.evaluator_data_id, score: total, evaluate_data });
      toast(answer.msg, 'success');
      setConfirming(false);
      const fresh = await load();
      setChosen(fresh?.list.find((r) => r.evaluator_data_id === chosen.evaluator_data_id) ?? null);
    } catch (error) {
      setConfirming(false);
      toast(messageOf(error), 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="sv-page sv-page--list">
      <header className="sv-bar">
        <h1>员工评价</h1>
        <Button
          variant="link"
          onClick={() => {
            survey.signOut();
            navigate(SurveyPath.verify);
          }}
        >
          退出
        </Button>
      </header>
      {loadError ? (
        <div className="sv-card sv-state" role="alert">
          <p>{loadError}</p>
          <Button onClick={() => void load()}>重试</Button>
        </div>
      ) : !data ? (
        <div className="sv-card sv-state" aria-busy="true">
          <span className="sv-spinner sv-spinner--dark" aria-hidden /> 加载中…
        </div>
      ) : data.list.length === 0 ? (
        <>
          <p className="sv-greeting">您好，{data.person_name}。</p>
          <div className="sv-card sv-state">暂无需要您评价的人员</div>
        </>
      ) : (
        <>
          <p className="sv-greeting">您好，{data.person_name}。请选择被评价人：</p>
          <ul className="sv-options" role="radiogroup" aria-label="被评价人">
            {data.list.map((option) => (
              <li key={option.evaluator_data_id}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen?.evaluator_data_id === option.evaluator_data_id}
                  className={`sv-option${chosen?.evaluator_data_id === option.evaluator_data_id ? ' is-chosen' : ''}`}
                  onClick={() => choose(option)}
                >
                  <span className="sv-option__name">{option.person_name}</span>
                  <span className="sv-option__meta">{option.exercise_name}</span>
                  <span className={`sv-tag${option.status === 1 ? ' sv-tag--done' : option.open ? '' : ' sv-tag--closed'}`}>
                    {option.status === 1 ? `已评 ${option.score}分` : option.open ? '待评价' : option.closed_reason}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {chosen && !questions ? (
            <div className="sv-card sv-state" aria-busy="true">
              <span className="sv-spinner sv-spinner--dark" aria-hidden /> 加载题目…
            </div>
          ) : null}
          {chosen && sheet && questions ? (
            <>
              <ExerciseInfo exercise={sheet.exercise_info} />
              {!canScore ? <div className="sv-alert">{chosen.status === 1 ? `已提交评分：${chosen.score}分，不能重复提交` : chosen.closed_reason}</div> : null}
              <ScoreForm groups={questions} scores={scores} disabled={!canScore} onScore={(id, v) => setScores((s) => ({ ...s, [id]: v }))} />
            </>
          ) : null}
        </>
      )}
      {data?.list.length ? (
        <footer className="sv-footer">
          <div className="sv-total" aria-live="polite">
            总分 <b data-testid="total">{total}</b>
            {maxTotal ? <span>/{maxTotal}分</span> : <span>分</span>}
          </div>
          <Button variant="primary" onClick={askSubmit} disabled={Boolean(chosen) && !canScore}>
            提交
          </Button>
        </footer>
      ) : null}
      {confirming ? <ConfirmDialog text={EvalMsgWith.confirmScore(total)} busy={submitting} onOk={() => void submit()} onCancel={() => setConfirming(false)} /> : null}
    </main>
  );
}
