import type { ResponseOf } from '@zhuyun/contracts';
import type { evaluation } from '@zhuyun/contracts';
import { ScoreSlider } from '../components/score-slider';

/** An exercise's question sheet: its name, dates and remark, and the question groups. */
export type QuestionSheet = ResponseOf<typeof evaluation.surveyQuestions>;
export type QuestionGroups = QuestionSheet['list'];

/** The questions under their group titles numbered 一…五, one slider each (maximum = the question's score). */
export function ScoreForm({ groups, scores, onScore, disabled }: { groups: QuestionGroups; scores: Record<string, number>; onScore(questionId: string, score: number): void; disabled?: boolean }) {
  return (
    <div className="sv-groups">
      {groups.map((group) => (
        <section key={group.group_id} className="sv-group" aria-label={group.title}>
          <h3>
            {group.numeral}、{group.title}
            <small>（{group.score}分）</small>
          </h3>
          {group.children.map((q) => (
            <ScoreSlider
              key={q.question_id}
              label={q.question_name}
              max={q.score}
              value={scores[q.question_id] ?? 0}
              disabled={disabled}
              onChange={(v) => onScore(q.question_id, v)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

export const totalOf = (scores: Record<string, number>): number => Object.values(scores).reduce((sum, s) => sum + s, 0);
