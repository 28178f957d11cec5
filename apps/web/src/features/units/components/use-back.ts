import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back in history when an earlier page of this app is there, else to `fallback`: after sign-in replaced /login, or
 * for a link opened in a new tab, a plain history back would leave the app. The router keeps its position in the
 * session history as `idx` in history.state.
 */
export function useBack(fallback: string, force = false): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (!force && idx > 0) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback, force]);
}
