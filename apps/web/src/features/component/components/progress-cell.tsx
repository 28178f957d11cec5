import { Progress, Space, Tag } from 'antd';
import { component } from '@zhuyun/contracts';

const STEPS = component.PROGRESS_STEPS;
const LAST = STEPS.length - 1;
const STEP_NAME = Object.fromEntries(STEPS.map((s) => [s.progress, s.name]));
const COLOUR = ['default', 'blue', 'cyan', 'orange', 'green'];

/** How far from production to installation: four step segments (生产, 出厂, 进场, 安装), the step's name and a percent. */
export function ProgressCell({ progress }: { progress: number }) {
  const percent = Math.round((progress / LAST) * 100);
  return (
    <Space size={6} aria-label={`进度 ${STEP_NAME[progress] ?? progress} ${percent}%`}>
      <Progress steps={LAST} percent={percent} size={[12, 8]} showInfo={false} strokeColor="#52c41a" />
      <Tag color={COLOUR[progress]} style={{ marginInlineEnd: 0 }}>
        {STEP_NAME[progress]}
      </Tag>
      <span style={{ fontVariantNumeric: 'tabular-nums', color: 'rgba(0,0,0,0.45)' }}>{percent}%</span>
    </Space>
  );
}
