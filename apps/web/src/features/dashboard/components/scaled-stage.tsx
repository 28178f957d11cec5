import { useEffect, useState, type ReactNode } from 'react';
import { fitStage, STAGE_HEIGHT, STAGE_WIDTH } from '../lib/stage';

const viewport = () => fitStage(window.innerWidth, window.innerHeight);

/** The 1920×1080 stage, scaled as a whole to the window (letterboxed, no scrollbars) and re-fitted on resize. */
export function ScaledStage({ children }: { children: ReactNode }) {
  const [fit, setFit] = useState(viewport);
  useEffect(() => {
    const refit = () => setFit(viewport());
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);
  return (
    <div className="screen-viewport">
      <div
        className="screen-stage"
        style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
