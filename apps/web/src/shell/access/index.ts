export { usePageAccessSync } from './use-page-access-sync';
export { useUserAuth, accessKeys } from './use-user-auth';
