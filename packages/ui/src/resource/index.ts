export * from './messages.zh-CN';
export * from './resource-kit-context';
export { ResourceNotifyProvider } from './resource-notify';
export * from './resource-query';
export * from './resource-api';
export type * from './resource-columns';
export * from './resource-table';
export * from './resource-page';
export { saveFile, toCsv } from './resource-export';
