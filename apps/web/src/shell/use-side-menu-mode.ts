import { useEffect, useState } from 'react';
import { Limits } from '@zhuyun/contracts';
import { throttle } from '../lib/throttle';

export type SideMenuMode = 'full' | 'collapsed' | 'hidden';

/** spec-1 §2: the side menu collapses below 992 px and hides below 768 px. */
export function sideMenuModeFor(width: number): SideMenuMode {
  if (width < Limits.hideBelowPx) return 'hidden';
  if (width < Limits.collapseBelowPx) return 'collapsed';
  return 'full';
}

/** The side menu's mode for the window's width, following resizes at most every 100 ms (spec-1 §9). */
export function useSideMenuMode(): SideMenuMode {
  const [mode, setMode] = useState(() => sideMenuModeFor(window.innerWidth));
  useEffect(() => {
    const onResize = throttle(() => setMode(sideMenuModeFor(window.innerWidth)), Limits.throttleMs);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mode;
}
