// The calls of wave 2's families (versions, configuration, people, live events, messages, schedules, site data,
// checks, design, models, devices, robots), re-exported by routes.ts: one named export per call, as there.
// Versions (issue 19 item 4).
export {
  getVersions,
  publishVersion,
  updateVersion,
  deleteVersion,
  uploadVersionPackage,
  getLatestVersion,
  getWebReleaseNotice,
  readWebReleaseNotice,
} from './version/version.contract';
// Configuration (issue 19 item 5).
export {
  getCodeTypes,
  createCodeType,
  updateCodeType,
  deleteCodeType,
  getCodeValues,
  createCodeValue,
  updateCodeValue,
  deleteCodeValue,
  getSystemCodeTypes,
} from './config/code-list.contract';
export { getCompanySettings, saveCompanySettings } from './config/company-setting.contract';
// People (issue 19 item 1).
export { getUserQrcode, getOrgQrcode, getUserJobName } from './user/people.contract';
// Live events (issue 16 item 5).
export {
  getLiveTicket,
  openLiveEvents,
} from './events/events.contract';
export {
  listNews,
  getNewsDetail,
  saveNews,
  deleteNews,
  getNewsUserList,
  listNotify,
  getNotifyDetail,
  saveNotify,
  deleteNotify,
  getMyMessages,
  readMyMessages,
  listAlarms,
  getAlarmDetail,
  saveAlarm,
  deleteAlarm,
  batchUpdateAlarmStatus,
  listBusiCates,
  deleteBusiCate,
  batchCreateBusiCates,
} from './message';
export {
  getAuditLog,
  verifyAuditChain,
  getMySessions,
  endSession,
} from './audit';
// Project schedule, sections and files (issue 18).
export {
  listConstructions,
  createConstruction,
  updateConstruction,
  deleteConstruction,
  getWbsList,
  createProjectGant,
  getProjectGantDetail,
  updateProjectGantTask,
  importProjectGant,
  exportProjectGant,
} from './schedule';
// Site data (issue 18 item 2).
export {
  listSiteDevices,
  getSiteDevice,
  createSiteDevice,
  updateSiteDevice,
  deleteSiteDevice,
  getConstructionLiftForm,
  editConstructionLift,
  deleteConstructionLift,
  listClimbMachines,
  listBehaviorCameras,
  createSiteDeviceKey,
  rotateSiteDeviceKey,
  revokeSiteDeviceKey,
  uploadSiteReadings,
  getEnvironment,
  getClimb,
  getBehavior,
  getEleWorkData,
  getEleStateData,
} from './site';
// Check configuration (issue 20 item 2).
export {
  listCheckItems, getCheckItem, saveCheckItem, deleteCheckItem,
  listCheckForms, getCheckForm, saveCheckForm, deleteCheckForm, saveFormVersion, getFormVersion,
  listCheckModules, getCheckModule, saveCheckModule, deleteCheckModule,
  listCheckTemplates, getCheckTemplate, saveCheckTemplate, deleteCheckTemplate,
  listBusinessConfigs, getBusinessConfig, saveBusinessConfig, deleteBusinessConfig,
  listThirdParties, getThirdParty, saveThirdParty, deleteThirdParty,
  listCheckRecords, getCheckRecord, deleteCheckRecord, submitCheckRecord, getRecordDetailList,
  listReportForms, saveReportForm, deleteReportForm, getCustomReportDetail,
  listMaterialChecks, getMaterialCheck, saveMaterialCheck, deleteMaterialCheck,
} from './check';
export {
  listJtOrgs,
  getJtOrgDetail,
  getOrgSelect,
  getChildrenOrg,
  unionOrg,
  syncOrg,
  listJtProjects,
  createJtProject,
  getJtProjectDetail,
  updateJtProject,
  deleteJtProject,
  listConsProjects,
  getConsProject,
  updateConsProject,
  getJtProjectSelect,
  syncProject,
  listConsInfo,
  createConsInfo,
  getConsInfo,
  updateConsInfo,
  deleteConsInfo,
  getUnitAll,
  listDeepDesigns,
  saveDeepDesign,
  confirmDeepDesign,
  listPapers,
  getPaperInfo,
  savePaper,
  editPaper,
  deletePaper,
  getPaperVersionList,
  savePaperVersion,
  getDesignInfo,
  getResolveTree,
  getResolveWbs,
  importResolve,
  editResolve,
  deleteResolve,
  getResolveComponents,
} from './design';
// The model library (issue 17 items 4-5).
export { listModels, saveModel, updateModel, listModelVersions, saveModelVersion, uploadModelFile } from './model';
// Devices: readers, RFID tags, use and bind records, custom tables (issue 20 item 1).
export {
  listReaders,
  createReader,
  updateReader,
  listReaderBinds,
  createReaderKey,
  rotateReaderKey,
  revokeReaderKey,
  uploadReaderReads,
  listBindRecords,
  listRfidTags,
  getRfidTag,
  createRfidTag,
  updateRfidTag,
  deleteRfidTag,
  batchIssueRfidTags,
  bindRfidTag,
  scanRfidTag,
  listUseRecords,
  createUseRecord,
  updateUseRecord,
  deleteUseRecord,
  listCustomTables,
  getCustomTable,
  createCustomTable,
  updateCustomTable,
  deleteCustomTable,
  listCustomRows,
  createCustomRow,
  updateCustomRow,
  deleteCustomRow,
} from './device-assets';
// Inspection robots (issue 20 item 3).
export {
  listRobots,
  getRobot,
  createRobot,
  updateRobot,
  deleteRobot,
  listPatrolTemplates,
  createPatrolTemplate,
  updatePatrolTemplate,
  deletePatrolTemplate,
  startPatrolRun,
  getPatrolRun,
  listPatrolRuns,
} from './robots';
// Data permissions and organisation/post permissions (issue 19 item 2); the request log (issue 19 item 6).
export { getJobDataAuth, saveJobDataAuth, getOrgAuth, saveJobTemplates } from './data-auth';
export { getRequestLog } from './audit/request-log.contract';
// Project members, people pool, test bases, activities, page grants, home modules, extra fields (issue 18).
export {
  listProjectMembers,
  getProjectMember,
  createProjectMember,
  updateProjectMember,
  getMemberCandidates,
  unbindProject,
  listProjectPeople,
  createProjectPerson,
  updateProjectPerson,
  deleteProjectPerson,
  listTestBases,
  createTestBase,
  updateTestBase,
  deleteTestBase,
  listActivities,
  createActivity,
  updateActivity,
  deleteActivity,
  getProjectPageObjects,
  saveProjectPageObjects,
  getMyProjectPageObjects,
  getUserComponents,
  saveUserComponents,
  getHomeModuleData,
  listExtFields,
  createExtField,
  updateExtField,
  deleteExtField,
  getProjectExt,
  saveProjectExt,
  syncProjectExt,
} from './members';
// Notification settings (issue 16 item 6).
export {
  listNoteCfgs,
  saveNoteCfg,
  deleteNoteCfg,
  listProjectNotes,
  saveProjectNote,
  deleteProjectNote,
  listNoteTemplates,
  saveNoteTemplate,
  deleteNoteTemplate,
  previewNoteTemplate,
  listNoteSendLogs,
} from './note';
// Work reports and warning records (issue 16 item 7).
export { getWorkReports, saveWorkReport, deleteWorkReport, getWarnMsgs, addWarnMsg, editWarnMsg } from './work';
// The API monitor (issue 16 item 8).
export { getApiNotices, setApiNotice, deleteApiNotice, getApiMetrics } from './monitor';
// Project files: directories, files with versions, tags (issue 18).
export {
  listProjectDirs,
  createProjectDir,
  updateProjectDir,
  deleteProjectDir,
  getProjectDirTree,
  dirTreeByProjectIds,
  listProjectDocFiles,
  updateProjectDocFile,
  deleteProjectDocFile,
  uploadProjectDocFile,
  downloadProjectDocFile,
  previewProjectDocFile,
  listProjectDocFileVersions,
  setProjectDocFileSigns,
  listProjectDocSigns,
  createProjectDocSign,
  updateProjectDocSign,
  deleteProjectDocSign,
  getUserDocSigns,
} from './project-files';
// Project operations' pages (issue 18 item 4): a car's day, counts, inspection reports, image progress, lift equipment.
export { getCarDay } from './car';
export { getComponentCounts, listReports, getReportInfo, createReport, updateReport, deleteReport } from './component';
export { listImageProgress, createImageProgress, updateImageProgress, deleteImageProgress } from './schedule';
export { listLiftEquip, createLiftEquip, updateLiftEquip, deleteLiftEquip, listLiftInspections, createLiftInspection, updateLiftInspection, deleteLiftInspection } from './equipment';
// Patrol tasks, scenes, cameras, reports, AI results and alarms (issue 20 item 3, pages).
export {
  listPatrolTasks,
  createPatrolTask,
  updatePatrolTask,
  deletePatrolTask,
  listPatrolScenes,
  createPatrolScene,
  updatePatrolScene,
  deletePatrolScene,
  listCameras,
  createCamera,
  updateCamera,
  deleteCamera,
  getPatrolReport,
  listAiResults,
  listPatrolAlarms,
} from './robots';
// BeiDou/GNSS tracks (issue 20 item 1, /beidouPosition).
export { getGnssTrack } from './site';
// People import (issue 19 item 1).
export { getPeopleImportTemplate, createUserImport, getPeopleImportErrors } from './user/people-import.contract';
// The personal centre, the unit's information and personnel review (issue 19 items 3 and 7).
export {
  getMyProfile,
  updateMyProfile,
  sendPhoneChangeCode,
  changeMyPhone,
  getMyAuditRecords,
  getMyApplies,
  getMyLimit,
  submitPersonnelInfo,
  getPersonnelAuditList,
  getPersonnelAuditDetail,
  auditPersonnel,
  getCompanyProfile,
  saveCompanyProfile,
} from './personal';
// A project's labour teams and their people (issue 18).
export { listProjectTeams, createProjectTeam, updateProjectTeam, deleteProjectTeam, getProjectTeamUsers } from './labor/project-team.contract';
// Yards by project, the places of an area, page-module logs (issue 18).
export { getYardProjects, getAreaPlaces } from './project/yard-place.contract';
export { getPageModuleLogs } from './audit/page-module.contract';
// A project linked to an external system's project, and its sync (issue 18).
export { getLinkConfig, saveLinkConfig, getCompanyLib, linkProject, getProjectLink, syncProjectLink } from './project/project-link.contract';
