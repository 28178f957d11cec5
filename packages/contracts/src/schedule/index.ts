export * from './schedule.messages';
export * from './schedule-fields';
export * from './construction.contract';
export * from './gantt-network';
export * from './gantt.contract';
// Image progress (issue 18 item 4: /imageProgressList, /imageProgressNode).
export * from './image-progress.contract';
