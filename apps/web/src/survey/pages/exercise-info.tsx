import type { QuestionSheet } from './score-form';

/** What the evaluator reads before scoring: the exercise, its dates, and the organiser's instructions (remark). */
export function ExerciseInfo({ exercise }: { exercise: QuestionSheet['exercise_info'] }) {
  return (
    <section className="sv-exercise" aria-label="评价说明">
      <h2>{exercise.exercise_name}</h2>
      <p className="sv-exercise__dates">
        评价时间：{exercise.start_date} 至 {exercise.end_date}
      </p>
      {exercise.remark ? <p className="sv-exercise__remark">{exercise.remark}</p> : null}
    </section>
  );
}
