export * from './component.contract';
export * from './component-excel.contract';
export * from './component.messages';
// Counts and inspection reports (issue 18 item 4: /countList, /reportList, /reportInfo).
export * from './component-count.contract';
export * from './component-report.contract';
