import * as access from './access/access.contract';
import * as auth from './auth';
import * as user from './user/user.contract';
import * as company from './company/company.contract';
import * as dev from './dev/dev.contract';
import * as reference from './reference/reference.contract';

export * from './codes';
export * from './constants';
export * from './messages';
export * from './envelope';
export * from './fields';
export * from './route';
export * from './rules';
export * from './signing';
export { access, auth, user, company, dev, reference };
export type { AreaNode } from './reference/reference.contract';

/** Every call of the platform; the server registers these and the client calls through them. */
export const routes = {
  getKey: access.getKey,
  login: auth.login,
  logout: auth.logout,
  sendCode: auth.sendCode,
  scanRegister: auth.scanRegister,
  phoneRegister: auth.phoneRegister,
  changePassword: auth.changePassword,
  getUserInfo: user.getUserInfo,
  getUserDetail: user.getUserDetail,
  getCompanyUsers: user.getCompanyUsers,
  getCompanyByDomain: company.getCompanyByDomain,
  readSmsOutbox: dev.readSmsOutbox,
  health: dev.health,
  getCodeList: reference.getCodeList,
  getCompanyTypes: reference.getCompanyTypes,
  getAreaBoxList: reference.getAreaBoxList,
  getAreaTree: reference.getAreaTree,
  getAreaInfo: reference.getAreaInfo,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
