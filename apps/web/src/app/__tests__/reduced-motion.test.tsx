import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { themeFor } from '../../lib/branding/theme';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';

/** A matchMedia whose reduced-motion answer the test can flip, telling the listeners as a browser does. */
function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = { matches: initial, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => (query === '(prefers-reduced-motion: reduce)' ? list : original(query))) as typeof window.matchMedia;
  return {
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((l) => l());
    },
    restore: () => (window.matchMedia = original),
  };
}

function Probe() {
  return <span>{usePrefersReducedMotion() ? 'reduce' : 'full'}</span>;
}

describe('reduced motion', () => {
  let media: ReturnType<typeof fakeMedia> | undefined;
  afterEach(() => media?.restore());

  it('follows the system setting, also when it changes', () => {
    media = fakeMedia(true);
    render(<Probe />);
    expect(screen.getByText('reduce')).toBeInTheDocument();
    act(() => media!.set(false));
    expect(screen.getByText('full')).toBeInTheDocument();
  });

  it("turns antd's motion off in the theme only when asked", () => {
    expect(themeFor('#1677ff').token?.motion).toBe(true);
    expect(themeFor('#1677ff', true).token?.motion).toBe(false);
  });
});
