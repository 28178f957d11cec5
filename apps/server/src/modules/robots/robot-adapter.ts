import type { robots } from '@zhuyun/contracts';

type AiBox = robots.AiBox;
export interface Checkpoint {
  name: string;
  x: number;
  y: number;
  ai_check: boolean;
}

/** What a robot reports at one checkpoint of a patrol. */
export interface CheckpointReport {
  status: 1 | 2;
  summary: string;
  image_url: string | null;
  ai_boxes: AiBox[];
  battery: number;
  x: number;
  y: number;
}

/**
 * How the server drives a robot: a vendor's SDK or gateway implements this; the built-in simulator lets the demo move
 * without hardware. `patrol` yields one report per checkpoint, in order.
 */
export interface RobotAdapter {
  patrol(robot: { robot_id: string; battery: number }, checkpoints: readonly Checkpoint[]): AsyncIterable<CheckpointReport>;
}

/**
 * The simulator's site picture (a fence, a crane and two workers), a static file of the web build served from this
 * origin, so the page loads it under img-src 'self' and draws the boxes over it itself (no data: URL in the policy).
 */
export const SIMULATOR_PICTURE = '/sim/patrol-site.svg';

/**
 * The built-in simulator: walks to each checkpoint, spends 3 % battery per stop, and at AI checkpoints "sees" one
 * worker with a helmet and one without (an abnormal finding), boxed on the picture above.
 */
export const simulatorAdapter: RobotAdapter = {
  async *patrol(robot, checkpoints) {
    let battery = robot.battery;
    for (const cp of checkpoints) {
      battery = Math.max(5, battery - 3);
      const ai_boxes: AiBox[] = cp.ai_check
        ? [
            { label: '佩戴安全帽', score: 0.94, x: 0.59, y: 0.38, w: 0.1, h: 0.34 },
            { label: '未戴安全帽', score: 0.88, x: 0.29, y: 0.44, w: 0.1, h: 0.3 },
          ]
        : [];
      const abnormal = ai_boxes.some((b) => b.label.startsWith('未'));
      yield {
        status: abnormal ? 2 : 1,
        summary: abnormal ? '发现 1 人未戴安全帽' : '巡检正常',
        image_url: cp.ai_check ? SIMULATOR_PICTURE : null,
        ai_boxes,
        battery,
        x: cp.x,
        y: cp.y,
      };
    }
  },
};
