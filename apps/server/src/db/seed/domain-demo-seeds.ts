import type { Db } from '../client';
import { seedDashboardDemo } from './dashboard.seed';
import { seedProjects } from './project.seed';
import { seedMessageDemo } from './message.seed';
import { seedParticipants } from './participants.seed';
import { seedEvaluationDemo } from './evaluation.seed';
// Menus and permissions (issue 4).
import { seedDemoTemplates } from './menu.seed';
// Versions (issue 19 item 4).
import { seedVersions } from './version.seed';
// Configuration (issue 19 item 5).
import { seedConfig } from './config.seed';
// The audit trail (issue 15).
import { seedAuditDemo } from './audit.seed';
// Project schedule, sections and files (issue 18).
import { seedScheduleDemo } from './schedule.seed';
// Site data (issue 18 item 5).
import { seedSiteDemo } from './site.seed';
// Check configuration (issue 20 item 2).
import { seedCheckDemo } from './check.seed';
// Design units, projects, drawings and decomposition (issue 17).
import { seedDesignDemo } from './design.seed';
// The model library (issue 17 item 6).
import { seedModelDemo } from './model.seed';
// Devices: readers, RFID tags, records, custom tables (issue 20 item 1).
import { seedDeviceAssets } from './device-assets.seed';
// Inspection robots (issue 20 item 3).
import { seedRobotsDemo } from './robots.seed';
// Data permissions (issue 19 item 2).
import { seedDataAuthDemo } from './data-auth.seed';
// Project members, people pool, test bases, activities, extra fields (issue 18).
import { seedMembersDemo } from './members.seed';
// Notification settings, work reports and warnings, the API monitor (issue 16 items 6-8).
import { seedNoteDemo } from './note.seed';
// Project files: directories, files with versions, tags (issue 18).
import { seedProjectFilesDemo } from './project-files.seed';
// Project operations' pages: image progress, inspection reports, lift equipment, a car's day (issue 18 item 4).
import { seedProjectOpsDemo } from './project-ops.seed';
// BeiDou/GNSS units with a day of positions (issue 20 item 1, /beidouPosition).
import { seedGnssDemo } from './gnss.seed';
// The personal centre and personnel review (issue 19 items 3 and 7).
import { seedPersonalDemo } from './personal.seed';
// A project's labour teams, the external-project link, the demo yards and page-module logs (issue 18).
import { seedProjectLaborDemo } from './project-labor.seed';
import { seedProjectLinkDemo } from './project-link.seed';
import { seedYardDemo } from './yard.seed';
import { seedPageModuleLogDemo } from './page-module-log.seed';

/**
 * The demo data of each domain (projects, evaluation …), run in this order after the core demo seed (company,
 * accounts, organisation). Each seed is idempotent and may rely only on the core seed's DemoIds.
 */
export const domainDemoSeeds: ReadonlyArray<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: 'dashboard', run: seedDashboardDemo },
  { name: 'projects', run: seedProjects },
  { name: 'participants', run: seedParticipants },
  { name: 'evaluation', run: seedEvaluationDemo },
  // Menus and permissions (issue 4).
  { name: 'permission-templates', run: seedDemoTemplates },
  { name: 'versions', run: seedVersions },
  { name: 'configuration', run: seedConfig },
  { name: 'messages', run: seedMessageDemo },
  { name: 'audit-trail', run: seedAuditDemo },
  { name: 'schedule', run: seedScheduleDemo },
  { name: 'site-data', run: seedSiteDemo },
  { name: 'check-configuration', run: seedCheckDemo },
  { name: 'design', run: seedDesignDemo },
  { name: 'models', run: seedModelDemo },
  { name: 'device-assets', run: seedDeviceAssets },
  { name: 'robots', run: seedRobotsDemo },
  { name: 'data-permissions', run: seedDataAuthDemo },
  { name: 'project-people', run: seedMembersDemo },
  { name: 'notification-settings', run: seedNoteDemo },
  { name: 'project-files', run: seedProjectFilesDemo },
  { name: 'project-operations', run: seedProjectOpsDemo },
  { name: 'gnss', run: seedGnssDemo },
  { name: 'personal-centre', run: seedPersonalDemo },
  { name: 'project-labor', run: seedProjectLaborDemo },
  { name: 'project-link', run: seedProjectLinkDemo },
  { name: 'yards', run: seedYardDemo },
  { name: 'page-module-logs', run: seedPageModuleLogDemo },
];
