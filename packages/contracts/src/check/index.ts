export * from './check.messages';
export * from './form-definition';
export * from './check-fields';
export * from './check-config.contract';
export * from './check-record.contract';
