import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second (the same idea as packages/ui useCountdown, which this entry
 * cannot import without pulling the antd kit's index). Counting from a deadline keeps it right in a throttled tab.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);
  return { remaining: deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}
