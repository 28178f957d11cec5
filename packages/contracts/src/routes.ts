// Every call of the platform, one named export per call. The index re-exports this module as the `routes`
// namespace: the server walks all of it, while the web bundler keeps only the calls a chunk names, so /login does
// not carry every contract (docs/decisions/006).
export {
  getKey,
} from './access/access.contract';
export {
  login,
  logout,
  sendCode,
  scanRegister,
  phoneRegister,
  changePassword,
  changeCompanyToken,
  changeJobToken,
} from './auth';
export {
  getUserInfo,
  getUserDetail,
  getCompanyUsers,
} from './user/user.contract';
export {
  getCompanyByDomain,
  getMyCompanies,
  createCompany,
  getCompanyInfo,
  getUnitReviewList,
  examineUnit,
  getCompanyByInviteCode,
  getDeptTreeByInviteCode,
  createProjectDept,
  getJobList,
  joinOrg,
  getJoinOrgList,
  examineJoinOrg,
} from './company';
export {
  getAuthSystemList,
  applySystemAuth,
  getPlatformList,
  getAuthApplyList,
  examineAuthApply,
} from './system/system-auth.contract';
export {
  uploadFile,
  getFileUrl,
} from './files/file.contract';
export {
  saveFillRegisterInfo,
  getCompanyApplyList,
  getCompanyApplyDetail,
  auditCompanyApply,
} from './access/company-apply.contract';
export {
  readSmsOutbox,
  health,
} from './dev/dev.contract';
export {
  getCodeList,
  getCompanyTypes,
  getAreaBoxList,
  getAreaTree,
  getAreaInfo,
} from './reference/reference.contract';
export {
  getNewsList,
  getBuildingTypeStats,
  getComponentCountStats,
  getComponentRatioStats,
  getProjectProgress,
  getUnitTypeStats,
  getMapPoints,
  getProjectSummary,
} from './dashboard/dashboard.contract';
export {
  listObs as evalListObs,
  saveObs as evalSaveObs,
  deleteObs as evalDeleteObs,
  listObsUsers as evalListObsUsers,
  empowerObs as evalEmpowerObs,
  cancelEmpowerObs as evalCancelEmpowerObs,
} from './evaluation/obs.contract';
export {
  listJobs as evalListJobs,
  saveJob as evalSaveJob,
  deleteJob as evalDeleteJob,
} from './evaluation/job.contract';
export {
  listPersons as evalListPersons,
  savePerson as evalSavePerson,
  deletePerson as evalDeletePerson,
  importPersons as evalImportPersons,
  exportPersons as evalExportPersons,
  notifyPersons as evalNotifyPersons,
} from './evaluation/person.contract';
export {
  listQuestions as evalListQuestions,
  saveQuestionGroup as evalSaveQuestionGroup,
  deleteQuestionGroup as evalDeleteQuestionGroup,
  saveQuestion as evalSaveQuestion,
  deleteQuestion as evalDeleteQuestion,
} from './evaluation/question.contract';
export {
  listExercises as evalListExercises,
  saveExercise as evalSaveExercise,
  deleteExercise as evalDeleteExercise,
  commitResults as evalCommitResults,
  getResults as evalGetResults,
  exportResults as evalExportResults,
} from './evaluation/exercise.contract';
export {
  listAssessees as evalListAssessees,
  saveAssessees as evalSaveAssessees,
  deleteAssessee as evalDeleteAssessee,
  listEvaluators as evalListEvaluators,
  saveEvaluators as evalSaveEvaluators,
  deleteEvaluator as evalDeleteEvaluator,
  importEvaluators as evalImportEvaluators,
  exportEvaluators as evalExportEvaluators,
} from './evaluation/assignment.contract';
export {
  checkServicePassword as evalCheckServicePassword,
  checkPhoneExists as evalCheckPhoneExists,
  checkPhoneName as evalCheckPhoneName,
  sendEvalCode as evalSendCode,
  checkEvalCode as evalCheckCode,
  editServicePassword as evalEditServicePassword,
  listEvaluatees as evalListEvaluatees,
  surveyQuestions as evalSurveyQuestions,
  submitEvaluation as evalSubmit,
} from './evaluation/survey.contract';
export {
  getOrgTree,
} from './organisation/org-tree.contract';
export {
  createObs,
  updateDept,
  deleteDept,
  updateJob,
  deleteJob,
} from './organisation/org-edit.contract';
export {
  getJobAccountList,
  batchCreateJobUser,
  deleteJobUser,
} from './organisation/job-user.contract';
export {
  getDeptAndSubUserList,
  chgStatus,
  addUser,
  editUser,
  checkPhone,
  delUser,
} from './organisation/account.contract';
export {
  getProjectList,
  getProjectManageList,
  saveProject,
  createProject,
  editProject,
  updateProject,
  getProjectInfo,
  detailProject,
  deleteProject,
  getProjectInfoByProjectCode,
  checkProjectCode,
  projectRelaProjectByProjectId,
  cancelProjectRelaProject,
  checkProjectPower,
  projectAreaBoxList,
} from './project/project.contract';
export {
  listStackPoints,
  createStackPoint,
  updateStackPoint,
  deleteStackPoint,
} from './project/stack-point.contract';
export {
  getUnitCompanyList,
} from './project/project-unit.contract';
export {
  listComponents,
  deleteComponents,
  getComponentBuildNo,
  getComponentFloorNo,
  getCodeComponent,
  getComponentQrcode,
  updateComponentProgress,
  updateComponentReport,
} from './component/component.contract';
export {
  getComponentTemplate,
  importComponents,
  getComponentImportErrors,
  exportComponents,
} from './component/component-excel.contract';
export {
  listCars,
  createCar,
  updateCar,
  deleteCar,
  getCarTypes,
  getCarTrack,
  uploadCarTrack,
  createCarDeviceKey,
  rotateCarDeviceKey,
  revokeCarDeviceKey,
} from './car/car.contract';
// Menus and permissions (issue 4).
export {
  getMenu,
  getMenuTree,
  createMenu,
  updateMenu,
  deleteMenu,
  sortMenu,
} from './permission/menu.contract';
export {
  getObjectTree,
  getObjectList,
  createObject,
  updateObject,
  deleteObject,
  createObjectCate,
  updateObjectCate,
  deleteObjectCate,
  getUserAuthList,
} from './permission/p-object.contract';
export {
  getTemplateList,
  createTemplate,
  updateTemplate,
  deleteTemplate,
  getTemplateDetail,
  saveTemplateObjects,
  saveTemplateJobs,
} from './permission/template.contract';
export {
  checkSysBind,
  getAccessTokenByShort,
  getThirdLoginPlatform,
  checkThirdBound,
  bindThirdAccount,
  getUserThirdList,
  bindCurrentUser,
  unbindThirdAccount,
} from './third-party';
export {
  listWorkTypes,
  createWorkType,
  updateWorkType,
  deleteWorkType,
  listTeams,
  createTeam,
  updateTeam,
  deleteTeam,
  listPersons,
  createPerson,
  updatePerson,
  deletePerson,
} from './labor/labor.contract';
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
