export * from './company.contract';
export * from './units.contract';
export * from './join.contract';
