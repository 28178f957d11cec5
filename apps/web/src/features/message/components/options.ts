import { message } from '@zhuyun/contracts';

const { PUBLISH_STATUS_NAMES, ALARM_LEVEL_NAMES, ALARM_STATUS_NAMES, ALARM_SOURCE_NAMES } = message;

const optionsOf = (names: Record<string | number, string>, numeric = true) =>
  Object.entries(names).map(([value, label]) => ({ value: numeric ? Number(value) : value, label }));

export const publishStatusOptions = optionsOf(PUBLISH_STATUS_NAMES);
export const alarmLevelOptions = optionsOf(ALARM_LEVEL_NAMES);
export const alarmStatusOptions = optionsOf(ALARM_STATUS_NAMES);
export const alarmSourceOptions = optionsOf(ALARM_SOURCE_NAMES, false);
