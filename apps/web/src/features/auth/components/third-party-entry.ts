// Third-party login's pieces on the login page, in one lazy chunk: neither rides on /login's first load.
export { BindAccountPanel } from './bind-account-panel';
export { ScanLoginDialog } from '../../../shell/third-party/scan-dialog';
