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
// Wave 2's families.
export * from './routes-wave2';
