export * from './api-client-context';
export * from './error-boundary';
export * from './error-fallback';
export * from './page-loading';
export * from './send-code-button';
export * from './use-countdown';
export * from './area-cascader';
export * from './map-picker';
export type * from './micro/micro-app.types';
