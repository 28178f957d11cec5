export * from './organisation.messages';
export * from './org-tree.contract';
export * from './org-edit.contract';
export * from './job-user.contract';
export * from './account.contract';
