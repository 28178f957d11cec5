/**
 * The modules the app loads on demand after a first render (on idle, or when a lazy piece first shows), loaded once
 * per worker before the first test. Page tests share their worker's module graph (vitest.config.ts): a load that one
 * file started and that finished after its jsdom was torn down failed that file's neighbours (EnvironmentTeardownError),
 * and once loaded here such a load is answered from the graph. Heavy libraries a test waits for (charts, PDF, maps)
 * stay on demand.
 */
export async function preloadOnDemand(): Promise<void> {
  await Promise.all([
    import('../app/page-kit'),
    import('../app/route-page'),
    import('../app/route-pages'),
    import('../app/table-routes'),
    import('../app/message-bell/message-bell'),
    import('../lib/message-host'),
    import('../lib/live/live-connection'),
    import('../features/account/components/complete-info/complete-info-modal'),
    import('../features/account/components/change-password-modal'),
    import('../features/account/components/switch-unit-modal'),
    import('../features/account/components/switch-job-modal'),
    import('../features/account/components/logout-confirm-dialog'),
    import('../features/auth/components/phone-login-form'),
    import('../features/auth/components/register-panel'),
    import('../features/auth/components/third-party-entry'),
    import('../lib/branding/branded-config'),
    import('../features/home/components/home-module-picker'),
    import('../shell/dialogs/release-notes/release-notes-dialog'),
    import('../shell/dialogs/project-picker/project-picker-dialog'),
    import('../shell/dialogs/chrome-dialogs'),
    import('../shell/micro/micro-slot'),
    import('../lib/third-party/scan-dialog'),
    import('../../../../packages/ui/src/resource/date-input'),
  ]);
}
