export * from './component.contract';
export * from './component-excel.contract';
export * from './component.messages';
