export * from './model.messages';
export * from './model.contract';
