import { deviceAssets } from '@zhuyun/contracts';

const { BIND_TYPE_NAMES, DEVICE_KIND_NAMES, DEVICE_STATUS_NAMES, DEVICE_KINDS } = deviceAssets;

export const bindTypeOptions = [0, 1, 2, 3].map((value) => ({ value, label: BIND_TYPE_NAMES[value] as string }));
/** The online filter: the query carries it as text, as the contract reads it. */
export const onlineOptions = [
  { value: '1', label: '在线' },
  { value: '0', label: '离线' },
];
export const statusOptions = [1, 0].map((value) => ({ value, label: DEVICE_STATUS_NAMES[value] as string }));
export const deviceKindOptions = DEVICE_KINDS.map((value) => ({ value, label: DEVICE_KIND_NAMES[value] as string }));
export const bindActionOptions = [
  { value: 1, label: '绑定' },
  { value: 0, label: '解绑' },
];
export const TARGET_TYPE_NAMES: Record<string, string> = { yard: '堆场', gate: '门岗', car: '车辆', component: '构件' };
