/** The big screen is drawn at 1920×1080 and scaled as a whole (ARCHITECTURE.md "Look and feel"). */
export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

/** The scale and offsets that fit the stage inside a viewport, letterboxed and centred, never overflowing it. */
export function fitStage(viewportWidth: number, viewportHeight: number) {
  const scale = Math.min(viewportWidth / STAGE_WIDTH, viewportHeight / STAGE_HEIGHT) || 1;
  return {
    scale,
    left: Math.max(0, (viewportWidth - STAGE_WIDTH * scale) / 2),
    top: Math.max(0, (viewportHeight - STAGE_HEIGHT * scale) / 2),
  };
}
