export * from './define-resource';
export * from './paging';
export * from './resource-fields';
export * from './resource.messages';
export * from './bounded';
export * from './device-key-calls';
