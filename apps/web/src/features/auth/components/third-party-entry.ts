// Third-party login's pieces on the login page, in one lazy chunk: neither rides on /login's first load.
export { BindAccountPanel } from './bind-account-panel';
export { ScanLoginDialog } from '../../../lib/third-party/scan-dialog';
