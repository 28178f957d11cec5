export * from './monitor.messages';
export * from './api-monitor.contract';
