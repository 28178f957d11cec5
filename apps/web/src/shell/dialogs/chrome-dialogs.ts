/**
 * The top bar's small dialogs, loaded together on the first opening of either. One chunk rather than two: as
 * separate lazy chunks they made the bundler cut the antd modules they share with /login into more, smaller files,
 * and /login paid each file's gzip overhead (decision 014).
 */
export { PlatformSwitcherDialog } from './platform-switcher/platform-switcher-dialog';
export { FeedbackDrawer } from './feedback/feedback-drawer';
