import { useId } from 'react';

/** One question's score: a range from 0 to the question's score (spec-1 §5), with the value shown beside it. */
export function ScoreSlider({ label, max, value, onChange, disabled }: { label: string; max: number; value: number; onChange(v: number): void; disabled?: boolean }) {
  const id = useId();
  const percent = max > 0 ? (value / max) * 100 : 0;
  return (
    <div className="sv-question">
      <div className="sv-question__head">
        <label htmlFor={id}>{label}</label>
        <span className="sv-question__value">
          <b>{value}</b>/{max}分
        </span>
      </div>
      <input
        id={id}
        className="sv-slider"
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        style={{ backgroundSize: `${percent}% 100%` }}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
