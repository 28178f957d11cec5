export * from './identity';
export * from './access';
export * from './sms';
export * from './company';
export * from './replay';
export * from './reference';
export * from './project';
export * from './evaluation';
export * from './dashboard';
export * from './system';
export * from './application';
export * from './files';
export * from './permission';
export * from './third-party';
export * from './labor';
export * from './device';
// Versions (issue 19 item 4).
export * from './version';
// Configuration (issue 19 item 5).
export * from './config';
export * from './message';
export * from './audit';
// Project schedule, sections and files (issue 18).
export * from './schedule';
// Site data (issue 18 item 2).
export * from './site';
// Check configuration (issue 20 item 2).
export * from './check';
// Design units, projects, drawings and decomposition (issue 17).
export * from './design';
export * from './model';
// Devices: readers, RFID tags, use and bind records, custom tables (issue 20 item 1).
export * from './device-registry';
// Inspection robots (issue 20 item 3).
export * from './robots';
// Data permissions and the API request log (issue 19 items 2 and 6).
export * from './data-auth';
// Project members, people pool, test bases, activities, page grants, home modules, extra fields (issue 18).
export * from './members';
// Notification settings, work reports and warnings, the API monitor (issue 16 items 6-8).
export * from './note';
// Project files: directories, files with versions, tags (issue 18).
export * from './project-files';
// Project operations' pages: inspection reports, image progress, lift equipment (issue 18 item 4).
export * from './project-ops';
// Personnel information review and the personal centre (issue 19 items 3 and 7).
export * from './personal';
// A project linked to an external system's project (issue 18).
export * from './project-link';
