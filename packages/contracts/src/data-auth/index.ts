export * from './data-auth.messages';
export * from './data-auth.contract';
