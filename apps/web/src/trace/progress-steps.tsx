import type { ResponseOf } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';

type Trace = ResponseOf<typeof component.getCodeComponent>;

/** The steps after "planned", each with its date; the reached ones are marked. */
export function ProgressSteps({ trace }: { trace: Trace }) {
  const steps = component.PROGRESS_STEPS.filter((s) => s.date_field !== null);
  return (
    <ol className="trace-steps">
      {steps.map((step) => {
        const done = trace.progress >= step.progress;
        const date = step.date_field ? trace[step.date_field] : null;
        return (
          <li key={step.progress} className={done ? 'done' : undefined} aria-current={trace.progress === step.progress ? 'step' : undefined}>
            <span className="trace-dot" aria-hidden="true" />
            <span className="trace-step-name">{step.name}</span>
            <span className="trace-step-date">{date ?? (done ? '—' : '未完成')}</span>
          </li>
        );
      })}
    </ol>
  );
}
