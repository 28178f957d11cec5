export * from './schedule.messages';
export * from './schedule-fields';
export * from './construction.contract';
export * from './gantt-network';
export * from './gantt.contract';
