export * from './version.contract';
export * from './version.messages';
export * from './version-number';
