export * from './message.messages';
export * from './message-fields';
export * from './news.contract';
export * from './notify.contract';
export * from './alarm.contract';
export * from './busi-cate.contract';
