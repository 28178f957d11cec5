export * from './events.contract';
export * from './events.messages';
