import * as access from './access/access.contract';
import * as applications from './access/company-apply.contract';
import * as auth from './auth';
import * as user from './user/user.contract';
import * as company from './company';
import * as dev from './dev/dev.contract';
import * as reference from './reference/reference.contract';
import * as system from './system/system-auth.contract';
import * as files from './files/file.contract';
import * as dashboard from './dashboard/dashboard.contract';
import * as evaluation from './evaluation';
import * as organisation from './organisation';
import * as project from './project';
import * as component from './component';
import * as car from './car';
// Menus and permissions (issue 4).
import * as permission from './permission';
import * as thirdParty from './third-party';
import * as labor from './labor';
// Versions (issue 19 item 4).
import * as version from './version';
// Configuration (issue 19 item 5).
import * as config from './config';
import * as message from './message';
import * as audit from './audit';
// Project schedule, sections and files (issue 18).
import * as schedule from './schedule';
// Site data (issue 18 item 2).
import * as site from './site';
// Check configuration (issue 20 item 2).
import * as check from './check';
// Design units, projects, deep design, drawings and decomposition (issue 17).
import * as design from './design';
// The model library (issue 17 items 4-5).
import * as model from './model';
// Devices: readers, RFID tags, use and bind records, custom tables (issue 20 item 1).
import * as deviceAssets from './device-assets';
// Inspection robots (issue 20 item 3).
import * as robots from './robots';
// Project members, people pool, test bases, activities, page grants, home modules, extra fields (issue 18).
import * as members from './members';
// Notification settings, work reports and warnings, the API monitor (issue 16 items 6-8).
import * as note from './note';
import * as work from './work';
import * as monitor from './monitor';
// Project files: directories, files with versions, tags (issue 18).
import * as projectFiles from './project-files';
// The lift-equipment register (issue 18 item 4: /liftEquip).
import * as equipment from './equipment';

export * from './codes';
export * from './constants';
export * from './messages';
export * from './envelope';
export * from './fields';
export * from './route';
export * from './resource';
export { resources } from './resources';
export * from './rules';
export * from './signing';
export * from './dashboard/dashboard.messages';
export * from './dashboard/screen.messages';
export type { ChartRow, ProgressRow, StatsField } from './dashboard/dashboard.contract';
export * from './evaluation/evaluation.messages';
export { evaluation };
export * from './organisation/organisation.messages';
export { organisation };
export { access, applications, auth, user, company, dashboard, dev, reference, system, files, project, component, car };
export { labor };
export { version };
export { config };
// People (issue 19 item 1).
export { PeopleMsg, userCardPayload } from './user/people.contract';
export { message };
export { audit };
export { schedule };
export { site };
export { check };
export { design };
export type { ResolveNode } from './design';
export { model };
export { deviceAssets };
export { robots };
export { members };
export { note, work, monitor };
export * from './note/note.messages';
export { projectFiles };
export { equipment };
export * from './audit/audit.messages';
export type { AuditEntry, MySession } from './audit';
export type { AreaNode } from './reference/reference.contract';
export type { DeptNode } from './company/join.contract';
// Menus and permissions (issue 4).
export * from './permission/permission.messages';
export type { MenuNode } from './permission/menu.contract';
export type { ObjectNode } from './permission/p-object.contract';
export { permission };
export * from './third-party/third-party.messages';
export { ThirdType, ThirdCheckType, UNIQUE_TOKEN_SECONDS, SHORT_TOKEN_SECONDS } from './third-party';
export { thirdParty };

/** Every call of the platform; the server registers these and the client calls through them. */
export * as routes from './routes';
import type * as routeTable from './routes';

export type Routes = typeof routeTable;
export type RouteName = keyof Routes;
// Live events (issue 16 item 5).
import * as events from './events/events.contract';
export * from './events';
export { events };
// Data permissions (issue 19 item 2) and the request log (issue 19 item 6).
export * from './data-auth/data-auth.messages';
export { RequestLogObject, REQUEST_LOG_MAX_ROWS, REQUEST_LOG_RETENTION_DAYS, RequestLogMsg } from './audit/request-log.contract';
export type { RequestLogEntry } from './audit/request-log.contract';
// People import, the personal centre, the unit's information and personnel review (issue 19 items 1, 3, 7).
import * as personal from './personal';
export { personal };
export * from './personal/personal.messages';
export { PeopleImportMsg, PeopleImportMsgWith, PEOPLE_SHEET_COLUMNS, MAX_PEOPLE_IMPORT_ROWS, MAX_PEOPLE_IMPORT_BYTES } from './user/people-import.contract';
