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

/** A site picture drawn as SVG (no download): a fence, a worker and a crane, as a data URL. */
export function sitePicture(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#cfd8dc"/><rect y="250" width="640" height="110" fill="#8d6e63"/><rect x="60" y="80" width="14" height="180" fill="#ffb300"/><rect x="60" y="80" width="260" height="12" fill="#ffb300"/><circle cx="208" cy="178" r="16" fill="#ffcc80"/><rect x="192" y="196" width="32" height="60" fill="#1565c0"/><circle cx="402" cy="170" r="16" fill="#ffcc80"/><rect x="386" y="188" width="32" height="62" fill="#2e7d32"/><path d="M386 156 h32 v-8 a16 16 0 0 0 -32 0z" fill="#fdd835"/><text x="16" y="30" font-size="18" fill="#263238">${title.replace(/[<&>"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

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
        image_url: cp.ai_check ? sitePicture(cp.name) : null,
        ai_boxes,
        battery,
        x: cp.x,
        y: cp.y,
      };
    }
  },
};
