export * from './audit.messages';
export * from './audit.contract';
export * from './session.contract';
export * from './request-log.contract';
export * from './page-module.contract';
