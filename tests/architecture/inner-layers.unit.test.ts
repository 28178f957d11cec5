import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The inner layers of the server (platform, db, modules) and of the web app (app, shell, lib, features), proven on the
 * real ESLint configuration (docs/architecture.md "Layout and boundaries"): each probe is linted as if it were a file
 * at that place, and a refused import is a boundaries/dependencies error, which fails `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  // A probe that does not parse would prove nothing.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'boundaries/dependencies' && m.severity === 2).map((m) => m.message);
}

const probe = (source: string, name = 'X') => `import { ${name} } from '${source}';\nexport const probe = ${name};\n`;
const lazyProbe = (source: string) => `export const probe = () => import('${source}');\n`;

describe('server: platform and db import no module; a module imports another only through its index.ts', () => {
  it.each([
    ['platform → a module', 'apps/server/src/platform/probe.ts', probe('../modules/user', 'UserRepo')],
    ['platform → a module file', 'apps/server/src/platform/http/probe.ts', probe('../../modules/project/project.repo', 'ProjectRepo')],
    ['db → a module', 'apps/server/src/db/seed/probe.ts', probe('../../modules/reference', 'ReferenceRepo')],
    ['db → a module file', 'apps/server/src/db/probe.ts', probe('../modules/dashboard/dashboard.service', 'DashboardService')],
    ['a module → another module’s inner file', 'apps/server/src/modules/auth/probe.ts', probe('../user/user.repo', 'UserRepo')],
    ['a module → another module’s inner file (lazily)', 'apps/server/src/modules/join/probe.ts', lazyProbe('../company/units.repo')],
  ])('refuses %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['a module → another module’s index.ts', 'apps/server/src/modules/auth/probe.ts', probe('../user', 'UserRepo')],
    ['a module → its own files', 'apps/server/src/modules/user/probe.ts', probe('./accounts.repo', 'AccountsRepo')],
    ['a module → platform and db', 'apps/server/src/modules/car/probe.ts', `${probe('../../platform/tenant', 'tenantOf')}${probe('../../db/schema', 'cars')}`],
    ['platform → db and the configuration', 'apps/server/src/platform/probe.ts', `${probe('../db/client', 'openDatabase')}${probe('../config', 'loadConfig')}`],
    ['db → platform', 'apps/server/src/db/seed/probe.ts', probe('../../platform/passwords', 'hashPassword')],
    ['the app root → a module file', 'apps/server/src/probe.ts', probe('./modules/user/user.routes', 'registerUserRoutes')],
  ])('allows %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);
});

describe('web: the shell imports no feature; a feature imports no other feature, not the shell and not the app', () => {
  it.each([
    ['the shell → a feature', 'apps/web/src/shell/probe.ts', probe('../features/account/components/logout-confirm-dialog', 'LogoutConfirmDialog')],
    ['the shell → a feature (lazily)', 'apps/web/src/shell/dialogs/probe.ts', lazyProbe('../../features/account/components/switch-job-modal')],
    ['a feature → the shell', 'apps/web/src/features/home/probe.ts', probe('../../shell/top-bar', 'TopBar')],
    ['a feature → the shell (lazily)', 'apps/web/src/features/login-mode/components/probe.ts', lazyProbe('../../../shell/app-layout')],
    ['a feature → another feature', 'apps/web/src/features/login-mode/probe.ts', probe('../account/components/change-password-modal', 'ChangePasswordModal')],
    ['a feature → the app layer', 'apps/web/src/features/home/probe.ts', probe('../../app/route-table', 'ROUTE_TABLE')],
    ['lib → the shell', 'apps/web/src/lib/probe.ts', probe('../shell/top-bar', 'TopBar')],
    ['lib → a feature', 'apps/web/src/lib/probe.ts', probe('../features/home/pages/home-page', 'HomePage')],
    ['lib → the app layer', 'apps/web/src/lib/probe.ts', probe('../app/route-table', 'ROUTE_TABLE')],
  ])('refuses %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['the app layer → a feature and the shell', 'apps/web/src/app/probe.ts', `${probe('../features/home/pages/home-page', 'HomePage')}${probe('../shell/user-dialogs', 'UserDialogsContext')}`],
    ['the shell → lib and the route table', 'apps/web/src/shell/probe.ts', `${probe('../lib/access', 'Can')}${probe('../app/route-table', 'ROUTE_TABLE')}`],
    ['a feature → lib and packages/ui', 'apps/web/src/features/home/probe.ts', `${probe('../../lib/top-menu-groups', 'TOP_MENU_GROUPS')}${probe('@zhuyun/ui', 'useApiClient')}`],
    ['a feature → its own files', 'apps/web/src/features/account/probe.ts', probe('./components/switch-job-modal', 'SwitchJobModal')],
    ['a feature’s test → the test kit', 'apps/web/src/features/home/__tests__/probe.ts', probe('../../../testing/render-app', 'renderApp')],
  ])('allows %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);
});
