import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ScreenText } from '@zhuyun/contracts';

interface ScreenPanelProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Whether an answer has nothing to draw. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  className?: string;
}

/** A framed panel with its title and its loading, empty and error states; a refresh keeps the last answer shown. */
export function ScreenPanel<T>({ title, query, isEmpty, children, className }: ScreenPanelProps<T>) {
  let body: ReactNode;
  if (query.data !== undefined) body = isEmpty?.(query.data) ? <p className="screen-state">{ScreenText.empty}</p> : children(query.data);
  else if (query.isError)
    body = (
      <p className="screen-state screen-state-error">
        {ScreenText.loadFailed}
        <button type="button" className="screen-link" onClick={() => void query.refetch()}>
          {ScreenText.retry}
        </button>
      </p>
    );
  else body = <p className="screen-state" aria-busy="true">{ScreenText.loading}</p>;
  return (
    <section className={`screen-panel ${className ?? ''}`} aria-label={title}>
      <h2 className="screen-panel-title">{title}</h2>
      <div className="screen-panel-body">{body}</div>
    </section>
  );
}
