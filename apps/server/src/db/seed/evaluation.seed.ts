import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ExerciseStatus } from '@zhuyun/contracts';
import type { Db } from '../client';
import {
  evalAssessees,
  evalEvaluators,
  evalExercises,
  evalJobs,
  evalObs,
  evalPersons,
  evalQuestionGroups,
  evalQuestions,
  evalRespondents,
} from '../schema';
import { hashPassword } from '../../platform/passwords';
import { DemoIds } from './demo-organisation';

/** Fixed ids keep the seed idempotent: every insert is "on conflict do nothing". */
const id = (n: number) => `01900000-0000-7000-8000-0000000e${String(n).padStart(4, '0')}`;

export const EvalDemo = {
  exercise: id(1),
  servicePassword: '1234',
  phones: ['13900000001', '13900000002', '13900000003', '13900000004', '13900000005', '13900000006'],
  /** The first three persons have set their service password. */
  withPassword: ['13900000001', '13900000002', '13900000003'],
} as const;

const obs = [
  { obs_id: id(11), obs_name: '工程管理部' },
  { obs_id: id(12), obs_name: '安全质量部' },
];
const jobs = [
  { job_id: id(21), job_name: '项目经理' },
  { job_id: id(22), job_name: '施工员' },
  { job_id: id(23), job_name: '安全员' },
];
const names = ['王建国', '李明', '张伟', '刘芳', '陈静', '杨帆'];
const persons = EvalDemo.phones.map((phone, i) => ({
  person_id: id(31 + i),
  person_name: names[i] as string,
  phone,
  obs_id: (obs[i % 2] as { obs_id: string }).obs_id,
  job_id: (jobs[i % 3] as { job_id: string }).job_id,
}));
const groups = [
  { group_id: id(41), title: '工作业绩', sort_no: 1, questions: [['工作目标完成情况', 20], ['工作质量', 20], ['工作效率', 10]] },
  { group_id: id(42), title: '工作态度', sort_no: 2, questions: [['责任心', 20], ['团队协作', 15], ['遵章守纪', 15]] },
] as const;
/** [evaluator, assessee] by person index: 13900000001 evaluates three colleagues. */
const pairs = [[0, 1], [0, 2], [0, 3], [1, 0], [1, 4], [2, 5]] as const;

const day = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedEvaluationDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  const withHash = await db
    .select({ phone: evalRespondents.phone })
    .from(evalRespondents)
    .where(and(inArray(evalRespondents.phone, [...EvalDemo.withPassword]), isNotNull(evalRespondents.password_hash)));
  const have = new Set(withHash.map((r) => r.phone));
  // Hashed outside the transaction: a PGlite transaction must wait on nothing but the database.
  const hashes = new Map<string, string>(
    await Promise.all(EvalDemo.withPassword.filter((p) => !have.has(p)).map(async (p) => [p, await hashPassword(EvalDemo.servicePassword)] as const)),
  );
  const start_date = day(-30);
  const end_date = day(30);
  await db.transaction(async (tx) => {
    await tx.insert(evalObs).values(obs.map((o) => ({ company_id, ...o }))).onConflictDoNothing();
    await tx.insert(evalJobs).values(jobs.map((j) => ({ company_id, ...j }))).onConflictDoNothing();
    await tx.insert(evalPersons).values(persons.map((p) => ({ company_id, ...p }))).onConflictDoNothing();
    for (const p of persons) {
      await tx
        .insert(evalRespondents)
        .values({ phone: p.phone, company_ids: [company_id], password_hash: hashes.get(p.phone) ?? null, password_set_at: hashes.has(p.phone) ? new Date() : null })
        .onConflictDoUpdate({
          target: evalRespondents.phone,
          set: {
            company_ids: sql`case when ${company_id}::uuid = any(${evalRespondents.company_ids}) then ${evalRespondents.company_ids} else array_append(${evalRespondents.company_ids}, ${company_id}::uuid) end`,
            ...(hashes.has(p.phone) ? { password_hash: hashes.get(p.phone), password_set_at: new Date() } : {}),
          },
        });
    }
    // The demo exercise stays open around today at every start, unless its results were committed.
    await tx
      .insert(evalExercises)
      .values({
        company_id,
        exercise_id: EvalDemo.exercise,
        exercise_name: '2026年度项目部员工360°评价',
        remark: '请根据被评价人近一年的实际表现客观评分。',
        start_date,
        end_date,
        status: ExerciseStatus.published,
      })
      .onConflictDoUpdate({
        target: [evalExercises.company_id, evalExercises.exercise_id],
        set: { start_date, end_date },
        setWhere: eq(evalExercises.status, ExerciseStatus.published),
      });
    let q = 0;
    for (const g of groups) {
      await tx
        .insert(evalQuestionGroups)
        .values({ company_id, group_id: g.group_id, exercise_id: EvalDemo.exercise, title: g.title, sort_no: g.sort_no })
        .onConflictDoNothing();
      for (const [question_name, score] of g.questions) {
        q += 1;
        await tx
          .insert(evalQuestions)
          .values({ company_id, question_id: id(50 + q), exercise_id: EvalDemo.exercise, group_id: g.group_id, question_name, score, sort_no: q })
          .onConflictDoNothing();
      }
    }
    await tx
      .insert(evalAssessees)
      .values(persons.map((p, i) => ({ company_id, assessee_data_id: id(61 + i), exercise_id: EvalDemo.exercise, person_id: p.person_id })))
      .onConflictDoNothing();
    await tx
      .insert(evalEvaluators)
      .values(
        pairs.map(([from, to], i) => ({
          company_id,
          evaluator_data_id: id(71 + i),
          exercise_id: EvalDemo.exercise,
          evaluator_person_id: (persons[from] as { person_id: string }).person_id,
          assessee_person_id: (persons[to] as { person_id: string }).person_id,
        })),
      )
      .onConflictDoNothing();
  });
}
