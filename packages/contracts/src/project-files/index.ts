export * from './project-file.messages';
export * from './dir.contract';
export * from './doc-file.contract';
export * from './sign.contract';
