import { carResource } from './car/car.contract';
import { stackPointResource } from './project/stack-point.contract';
import { constructionResource } from './schedule/construction.contract';
import { behaviorCameraResource, climbMachineResource, constructionLiftResource, siteDeviceResource } from './site/site-device.contract';
import type { AnyResource } from './resource';
import { versionResource } from './version/version.contract';
import { codeTypeResource, codeValueResource } from './config/code-list.contract';
import {
  businessConfigResource, checkFormResource, checkItemResource, checkModuleResource, checkRecordResource, checkTemplateResource,
  materialCheckResource, reportFormResource, thirdPartyResource,
} from './check';
import { consInfoResource, consProjectResource, deepDesignResource, jtOrgResource, jtProjectResource, paperResource } from './design';
import { alarmResource, busiCateResource, newsResource, notifyResource } from './message';
import { personResource, teamResource, workTypeResource } from './labor/labor.contract';
import { projectTeamResource } from './labor/project-team.contract';
import { modelResource } from './model';
import { cameraResource, robotResource, sceneResource, taskResource, templateResource } from './robots';
import { activityResource, projectExtFieldResource, projectMemberResource, projectPersonResource, testBaseResource } from './members';
import { noteCfgResource, noteTemplateResource, projectNoteResource } from './note';
import { warnRecordResource, workReportResource } from './work';
import { apiNoticeResource } from './monitor';
import { projectDirResource, projectDocFileResource, projectDocSignResource } from './project-files';
import { customRowResource, customTableResource, readerResource, rfidResource, useRecordResource } from './device-assets';
import { reportResource } from './component/component-report.contract';
import { imageProgressResource } from './schedule/image-progress.contract';
import { liftEquipResource } from './equipment/lift-equip.contract';
import { liftInspectionResource } from './equipment/lift-inspection.contract';

/**
 * Every resource declared with defineResource. The generated API suite
 * (apps/server/src/platform/resource/__tests__/resources.api.test.ts) runs its checks on each, and fails while one
 * has no row there.
 */
export const resources: readonly AnyResource[] = [
  carResource,
  stackPointResource,
  versionResource,
  codeTypeResource,
  codeValueResource,
  newsResource,
  notifyResource,
  alarmResource,
  busiCateResource,
  workTypeResource,
  teamResource,
  personResource,
  constructionResource,
  // Site data (issue 18 item 2).
  siteDeviceResource,
  constructionLiftResource,
  climbMachineResource,
  behaviorCameraResource,
  // Check configuration (issue 20 item 2).
  checkItemResource,
  checkFormResource,
  checkModuleResource,
  checkTemplateResource,
  businessConfigResource,
  thirdPartyResource,
  checkRecordResource,
  reportFormResource,
  materialCheckResource,
  jtOrgResource,
  jtProjectResource,
  consProjectResource,
  consInfoResource,
  deepDesignResource,
  paperResource,
  modelResource,
  // Devices (issue 20 item 1).
  readerResource,
  rfidResource,
  useRecordResource,
  customTableResource,
  customRowResource,
  // Inspection robots (issue 20 item 3).
  robotResource,
  templateResource,
  // Project members, people pool, test bases, activities, extra fields (issue 18).
  projectMemberResource,
  projectPersonResource,
  testBaseResource,
  activityResource,
  projectExtFieldResource,
  // Notification settings, work reports and warnings, the API monitor (issue 16 items 6-8).
  noteCfgResource,
  projectNoteResource,
  noteTemplateResource,
  workReportResource,
  warnRecordResource,
  apiNoticeResource,
  // Project files (issue 18).
  projectDirResource,
  projectDocFileResource,
  projectDocSignResource,
  // Project operations' pages (issue 18 item 4): reports, image progress, the lift-equipment register.
  reportResource,
  imageProgressResource,
  liftEquipResource,
  liftInspectionResource,
  taskResource,
  sceneResource,
  cameraResource,
  // A project's labour teams (issue 18).
  projectTeamResource,
];
