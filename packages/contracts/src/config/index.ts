export * from './config.messages';
export * from './code-list.contract';
export * from './company-setting.contract';
