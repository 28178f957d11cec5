export * from './schedule.messages';
export * from './schedule-fields';
export * from './construction.contract';
