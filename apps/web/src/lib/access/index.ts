// The active page's permission set (spec-1 §6): the shell fills it, pages read it through `Can`.
export { Can } from './can';
export { usePageAccessStore } from './page-access-store';
export * from './page-permissions';
