import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.company_id);

/** Tenant: an evaluation org unit (obs). */
export const evalObs = pgTable(
  'eval_obs',
  {
    company_id: companyId(),
    obs_id: uuid('obs_id').notNull(),
    obs_name: text('obs_name').notNull(),
    remark: text('remark'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.obs_id] }), uniqueIndex('eval_obs_name_key').on(t.company_id, t.obs_name)],
);

/** Tenant: platform users authorised to the data of an obs (empowerment; cancel-empowerment deletes the row). */
export const evalObsUsers = pgTable(
  'eval_obs_users',
  {
    company_id: companyId(),
    obs_id: uuid('obs_id').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.obs_id, t.user_id] })],
);

/** Tenant: a job title of evaluated persons (not the platform's jobs: evaluated persons need no platform account). */
export const evalJobs = pgTable(
  'eval_jobs',
  {
    company_id: companyId(),
    job_id: uuid('job_id').notNull(),
    job_name: text('job_name').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.job_id] }), uniqueIndex('eval_jobs_name_key').on(t.company_id, t.job_name)],
);

/** Tenant: a person who evaluates or is evaluated; identified on the phone questionnaire by phone. */
export const evalPersons = pgTable(
  'eval_persons',
  {
    company_id: companyId(),
    person_id: uuid('person_id').notNull(),
    person_name: text('person_name').notNull(),
    phone: text('phone').notNull(),
    job_id: uuid('job_id'),
    obs_id: uuid('obs_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.person_id] }),
    uniqueIndex('eval_persons_phone_key').on(t.company_id, t.phone),
    index('eval_persons_created_idx').on(t.company_id, t.created_at),
  ],
);

/**
 * Global, keyed by phone: the service password of the human behind the person rows of every company, its failed
 * tries and lock, and the companies where that phone is a person (so the public questionnaire finds its rows through
 * (company_id, phone) indexes without a phone-first index on tenant tables).
 */
export const evalRespondents = pgTable('eval_respondents', {
  phone: text('phone').primaryKey(),
  password_hash: text('password_hash'),
  password_set_at: ts('password_set_at'),
  failed_tries: integer('failed_tries').notNull().default(0),
  failed_since: ts('failed_since'),
  locked_until: ts('locked_until'),
  company_ids: uuid('company_ids').array().notNull().default([]),
});

/** Global: questionnaire sessions (kind 1) and password-reset tickets (kind 2), stored as SHA-256 only. */
export const evalSurveyTokens = pgTable(
  'eval_survey_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    phone: text('phone').notNull(),
    kind: smallint('kind').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [index('eval_survey_tokens_expires_idx').on(t.expires_at)],
);

/** Tenant: an evaluation exercise. status 0 draft, 1 published, 2 results committed. */
export const evalExercises = pgTable(
  'eval_exercises',
  {
    company_id: companyId(),
    exercise_id: uuid('exercise_id').notNull(),
    exercise_name: text('exercise_name').notNull(),
    remark: text('remark'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(0),
    committed_at: ts('committed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.exercise_id] }), index('eval_exercises_created_idx').on(t.company_id, t.created_at)],
);

/** Tenant: a question group of an exercise, numbered 1–5 (shown 一 to 五). */
export const evalQuestionGroups = pgTable(
  'eval_question_groups',
  {
    company_id: companyId(),
    group_id: uuid('group_id').notNull(),
    exercise_id: uuid('exercise_id').notNull(),
    title: text('title').notNull(),
    sort_no: smallint('sort_no').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.group_id] }), uniqueIndex('eval_groups_sort_key').on(t.company_id, t.exercise_id, t.sort_no)],
);

/** Tenant: one question; its score is the slider's maximum. */
export const evalQuestions = pgTable(
  'eval_questions',
  {
    company_id: companyId(),
    question_id: uuid('question_id').notNull(),
    exercise_id: uuid('exercise_id').notNull(),
    group_id: uuid('group_id').notNull(),
    question_name: text('question_name').notNull(),
    score: integer('score').notNull(),
    sort_no: integer('sort_no').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.question_id] }), index('eval_questions_exercise_idx').on(t.company_id, t.exercise_id, t.group_id)],
);

/** Tenant: a person evaluated in an exercise (assessee data). */
export const evalAssessees = pgTable(
  'eval_assessees',
  {
    company_id: companyId(),
    assessee_data_id: uuid('assessee_data_id').notNull(),
    exercise_id: uuid('exercise_id').notNull(),
    person_id: uuid('person_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.assessee_data_id] }),
    uniqueIndex('eval_assessees_person_key').on(t.company_id, t.exercise_id, t.person_id),
  ],
);

/** Tenant: who evaluates whom in an exercise (evaluator data); status 0 pending, 1 submitted with its total. */
export const evalEvaluators = pgTable(
  'eval_evaluators',
  {
    company_id: companyId(),
    evaluator_data_id: uuid('evaluator_data_id').notNull(),
    exercise_id: uuid('exercise_id').notNull(),
    evaluator_person_id: uuid('evaluator_person_id').notNull(),
    assessee_person_id: uuid('assessee_person_id').notNull(),
    status: smallint('status').notNull().default(0),
    score: integer('score'),
    submitted_at: ts('submitted_at'),
    notified_at: ts('notified_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.evaluator_data_id] }),
    uniqueIndex('eval_evaluators_pair_key').on(t.company_id, t.exercise_id, t.evaluator_person_id, t.assessee_person_id),
    index('eval_evaluators_evaluator_idx').on(t.company_id, t.evaluator_person_id),
  ],
);

/** Tenant: the score one evaluation gave one question. */
export const evalAnswers = pgTable(
  'eval_answers',
  {
    company_id: companyId(),
    evaluator_data_id: uuid('evaluator_data_id').notNull(),
    exercise_id: uuid('exercise_id').notNull(),
    question_id: uuid('question_id').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.evaluator_data_id, t.question_id] }),
    index('eval_answers_exercise_idx').on(t.company_id, t.exercise_id, t.question_id),
  ],
);
