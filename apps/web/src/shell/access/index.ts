export { Can } from './can';
export { usePageAccessStore } from './page-access-store';
export { usePageAccessSync } from './use-page-access-sync';
export { useUserAuth, accessKeys } from './use-user-auth';
export * from './page-permissions';
