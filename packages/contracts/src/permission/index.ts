export * from './permission.messages';
export * from './menu.contract';
export * from './p-object.contract';
export * from './template.contract';
