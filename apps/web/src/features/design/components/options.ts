import { design } from '@zhuyun/contracts';

export const stageOptions = design.DESIGN_STAGES.map((s) => ({ value: s, label: s }));
export const disciplineOptions = design.DISCIPLINES.map((s) => ({ value: s, label: s }));
export const DEEP_COLOURS: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'green', 3: 'red' };
export const PROGRESS_NAMES: Record<number, string> = { 0: '待生产', 1: '已生产', 2: '已出厂', 3: '已进场', 4: '已安装' };
export const PROGRESS_COLOURS: Record<number, string> = { 0: 'default', 1: 'blue', 2: 'cyan', 3: 'gold', 4: 'green' };
