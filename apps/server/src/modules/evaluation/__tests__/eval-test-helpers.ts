import { routes } from '@zhuyun/contracts';
import type { ApiClient } from '../../../testing/binary-client';
import { latestCode } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';

export const DEMO_ADMIN = { user_no: 'demo', password: 'Demo@2026zy!' } as const;

let counter = 0;
/** A phone no seeded person and no other helper uses (the seed uses 1390000000x, fixtures 139…). */
export const evalPhone = (): string => `137${String(++counter).padStart(8, '0')}`;

let ip = 0;
/** A fresh signed client from its own address, so per-IP limits of one test never touch another. */
export function freshClient(t: TestApp): ApiClient {
  ip += 1;
  return t.client({ ip: `10.7.${Math.floor(ip / 250)}.${(ip % 250) + 1}` }).api;
}

export async function adminClient(t: TestApp): Promise<ApiClient> {
  const client = t.client();
  await client.loginAs(DEMO_ADMIN.user_no, DEMO_ADMIN.password);
  return client.api;
}

/** Verifies on the questionnaire and keeps its token in the client, as the phone page does. */
export async function surveyAs(t: TestApp, phone: string, password: string): Promise<ApiClient> {
  const api = freshClient(t);
  const answer = await api.call(routes.evalCheckServicePassword, { phone, password });
  api.setToken(answer.access_token);
  return api;
}

/** The three recovery steps: confirm account, SMS code from the outbox, new password. */
export async function setServicePassword(api: ApiClient, phone: string, name: string, password: string): Promise<void> {
  await api.call(routes.evalCheckPhoneName, { phone, name });
  await api.call(routes.evalSendCode, { phone });
  const code = await latestCode(api, phone);
  const { ticket } = await api.call(routes.evalCheckCode, { phone, code });
  await api.call(routes.evalEditServicePassword, { phone, password, ticket });
}

export const isoDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * An exercise of the demo company with one group of two questions (10 and 5 points), one evaluator and two
 * assessees, built through the administration API.
 */
export async function buildExercise(admin: ApiClient, opts: { start: number; end: number; status?: 0 | 1; evaluatorPhone?: string }) {
  const { exercise_id } = await admin.call(routes.evalSaveExercise, {
    exercise_name: `测试评价${evalPhone()}`,
    start_date: isoDay(opts.start),
    end_date: isoDay(opts.end),
    status: opts.status ?? 1,
  });
  const { group_id } = await admin.call(routes.evalSaveQuestionGroup, { exercise_id, title: '业绩' });
  const q1 = await admin.call(routes.evalSaveQuestion, { group_id, question_name: '质量', score: 10 });
  const q2 = await admin.call(routes.evalSaveQuestion, { group_id, question_name: '效率', score: 5 });
  const evaluatorPhone = opts.evaluatorPhone ?? evalPhone();
  const evaluator = await admin.call(routes.evalSavePerson, { person_name: '评价人', phone: evaluatorPhone });
  const a = await admin.call(routes.evalSavePerson, { person_name: '被评甲', phone: evalPhone() });
  const b = await admin.call(routes.evalSavePerson, { person_name: '被评乙', phone: evalPhone() });
  await admin.call(routes.evalSaveAssessees, { exercise_id, person_ids: [a.person_id, b.person_id] });
  await admin.call(routes.evalSaveEvaluators, { exercise_id, evaluator_person_id: evaluator.person_id, assessee_person_ids: [a.person_id, b.person_id] });
  return { exercise_id, group_id, q1: q1.question_id, q2: q2.question_id, evaluatorPhone, evaluator: evaluator.person_id, a: a.person_id, b: b.person_id };
}
