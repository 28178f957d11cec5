export * from './work.messages';
export * from './work-report.contract';
export * from './warn-record.contract';
