export * from './labor.contract';
export * from './labor.messages';
