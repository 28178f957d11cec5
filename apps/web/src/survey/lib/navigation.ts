import { useSyncExternalStore } from 'react';

/** The two paths of the questionnaire entry (served by apps/server web-static PAGE_ENTRIES). */
export const SurveyPath = { verify: '/QuestionnaireSurveyMobile', list: '/QuestionsList' } as const;

const listeners = new Set<() => void>();

/** Moves within the entry without a reload; the browser's back button works through popstate. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The current path and query; a subscriber made after a child navigated still sees it (useSyncExternalStore). */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, () => window.location.href);
  const url = new URL(href);
  return { pathname: url.pathname, search: url.searchParams };
}
