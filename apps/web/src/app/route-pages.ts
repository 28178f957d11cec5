import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import { routeOf } from './route-table';

/**
 * The paths that have a page, each loaded on demand as its own chunk (spec-2 §2.4 "Route components load on demand").
 * A path of route-paths.ts missing here shows the under-development notice; `npm run routes:status` lists them.
 * Not part of the signed-in shell's first load: route-page.tsx loads this map on the first page other than /homepage
 * (index.html preloads it on such a visit, and the shell fetches it when idle), so a new page costs the first load
 * nothing (issue 23; it was ≈ 8 kB gzip of import calls and preload lists for ~120 routes).
 */
export const ROUTE_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  // top level (spec-2 §2.2)
  '/elecSandTable': lazyPage(() => import('../features/dashboard/pages/elec-sand-table-page'), 'ElecSandTablePage'),
  '/workbenchMyUnit': lazyPage(() => import('../features/units/pages/my-units-page'), 'MyUnitsPage'),
  '/workbenchAddOrLookCom': lazyPage(() => import('../features/units/pages/add-or-look-page'), 'AddOrLookPage'),
  '/workbenchBusinessSystemApp': lazyPage(() => import('../features/systems/pages/business-system-app-page'), 'BusinessSystemAppPage'),
  '/regulatoryPlatformLogin': lazyPage(() => import('../features/portal/pages/regulatory-platform-login-page'), 'RegulatoryPlatformLoginPage'),
  // The token hand-over (spec-1 §2): /redirect?tokenId&path&url&project_id; /redirect/<path> is table-routes.tsx's.
  '/redirect': lazyPage(() => import('../features/auth/pages/handover-page'), 'HandoverPage'),
  '/blankPage': lazyPage(() => import('../features/auth/pages/blank-page'), 'BlankPage'),
  '/loading': lazyPage(() => import('../shell/pages/loading-page'), 'LoadingPage'),
  // in the shell (spec-2 §2.3)
  '/homepage': lazyPage(() => import('../features/home/pages/home-page'), 'HomePage'),
  '/building': lazyPage(() => import('../features/status/pages/under-development-page'), 'UnderDevelopmentPage'),
  '/error': lazyPage(() => import('../features/status/pages/error-page'), 'ErrorPage'),
  // personal centre
  '/loginMode': lazyPage(() => import('../features/login-mode/pages/login-mode-page'), 'LoginModePage'),
  '/accountReview': lazyPage(() => import('../features/unit-review/pages/account-review-page'), 'AccountReviewPage'),
  '/companyList': lazyPage(() => import('../features/unit-review/pages/company-list-page'), 'CompanyListPage'),
  '/applicationMarketManage': lazyPage(() => import('../features/systems/pages/system-auth-review-page'), 'SystemAuthReviewPage'),
  '/AuditInformation': lazyPage(() => import('../features/applications/pages/company-apply-review-page'), 'CompanyApplyReviewPage'),
  '/componList': lazyPage(() => import('../features/component/pages/component-list-page'), 'ComponentListPage'),
  '/QrcodeList': lazyPage(() => import('../features/component/pages/qrcode-list-page'), 'QrcodeListPage'),
  '/ProjectList': lazyPage(() => import('../features/project/pages/project-list-page'), 'ProjectListPage'),
  '/carList': lazyPage(() => import('../features/car/pages/car-list-page'), 'CarListPage'),
  '/componentDetails': lazyPage(() => import('../features/component/pages/component-detail-page'), 'ComponentDetailPage'),
  '/yardList': lazyPage(() => import('../features/project/pages/yard-list-page'), 'YardListPage'),
  '/projectYardList': lazyPage(() => import('../features/project/pages/yard-list-page'), 'YardListPage'),
  '/projectDetail': lazyPage(() => import('../features/project/pages/project-detail-page'), 'ProjectDetailPage'),
  '/operaProject': lazyPage(() => import('../features/project/pages/opera-project-page'), 'OperaProjectPage'),
  '/ProjectMap': lazyPage(() => import('../features/project/pages/project-map-page'), 'ProjectMapPage'),
  // Project schedule, sections and files (issue 18).
  '/constructionSection': lazyPage(() => import('../features/schedule/pages/construction-section-page'), 'ConstructionSectionPage'),
  '/editProjectStep': lazyPage(() => import('../features/schedule/pages/edit-project-step-page'), 'EditProjectStepPage'),
  '/ProjectGantt': lazyPage(() => import('../features/schedule/pages/project-gantt-page'), 'ProjectGanttPage'),
  '/gantt': lazyPage(() => import('../features/schedule/pages/project-gantt-page'), 'ProjectGanttPage'),
  '/ProjectGanttDetail': lazyPage(() => import('../features/schedule/pages/project-gantt-page'), 'ProjectGanttDetailPage'),
  // Site data (issue 18 item 4, issue 20 item 1).
  '/sensorList': lazyPage(() => import('../features/site/pages/sensor-list-page'), 'SensorListPage'),
  '/constructionLift': lazyPage(() => import('../features/site/pages/construction-lift-page'), 'ConstructionLiftPage'),
  '/realTimeDataPage': lazyPage(() => import('../features/site/pages/real-time-data-page'), 'RealTimeDataPage'),
  '/screenList': lazyPage(() => import('../features/site/pages/screen-list-page'), 'ScreenListPage'),
  '/screenListA': lazyPage(() => import('../features/site/pages/screen-list-page'), 'ScreenListAPage'),
  '/monitorConsoleInsTemp': lazyPage(() => import('../features/site/pages/monitor-console-template-page'), 'MonitorConsoleTemplatePage'),
  // Project operations' pages (issue 18 item 4): image progress, cars, counts, inspection reports, lift equipment.
  '/imageProgressList': lazyPage(() => import('../features/schedule/pages/image-progress-list-page'), 'ImageProgressListPage'),
  '/imageProgressNode': lazyPage(() => import('../features/schedule/pages/image-progress-node-page'), 'ImageProgressNodePage'),
  '/trainMonitor': lazyPage(() => import('../features/car/pages/train-monitor-page'), 'TrainMonitorPage'),
  '/trainDetail': lazyPage(() => import('../features/car/pages/train-detail-page'), 'TrainDetailPage'),
  '/countList': lazyPage(() => import('../features/component/pages/count-list-page'), 'CountListPage'),
  '/reportList': lazyPage(() => import('../features/component/pages/report-list-page'), 'ReportListPage'),
  '/reportInfo': lazyPage(() => import('../features/component/pages/report-info-page'), 'ReportInfoPage'),
  '/liftEquip': lazyPage(() => import('../features/equipment/pages/lift-equip-page'), 'LiftEquipPage'),
  '/logManagement': lazyPage(() => import('../features/logs/pages/log-management-page'), 'LogManagementPage'),
  '/menuManagement': lazyPage(() => import('../features/menus/pages/menu-management-page'), 'MenuManagementPage'),
  '/permissionTemplate': lazyPage(() => import('../features/permissions/pages/permission-template-page'), 'PermissionTemplatePage'),
  // Data permissions, organisation and post permissions (issue 19 item 2).
  '/pageDataAuth': lazyPage(() => import('../features/data-auth/pages/page-data-auth-page'), 'PageDataAuthPage'),
  '/orgManage': lazyPage(() => import('../features/data-auth/pages/org-manage-page'), 'OrgManagePage'),
  '/moduleList': lazyPage(() => import('../features/objects/pages/module-list-page'), 'ModuleListPage'),
  '/organizationFramework': lazyPage(() => import('../features/organisation/pages/organization-framework-page'), 'OrganizationFrameworkPage'),
  '/accountList': lazyPage(() => import('../features/organisation/pages/account-list-page'), 'AccountListPage'),
  '/userManage': lazyPage(() => import('../features/organisation/pages/user-manage-page'), 'UserManagePage'),
  '/redirectProjectCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectWorkCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectPersonalCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectResourceCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectConfigCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectFilingCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectOrderCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/redirectComponentCenter': lazyPage(() => import('../shell/pages/redirect-center-page'), 'RedirectCenterPage'),
  '/eva/results': lazyPage(() => import('../features/evaluation/pages/results-page'), 'ResultsPage'),
  '/eva/exercises': lazyPage(() => import('../features/evaluation/pages/exercises-page'), 'ExercisesPage'),
  '/eva/persons': lazyPage(() => import('../features/evaluation/pages/persons-page'), 'PersonsPage'),
  '/eva/questions': lazyPage(() => import('../features/evaluation/pages/questions-page'), 'QuestionsPage'),
  '/eva/assignments': lazyPage(() => import('../features/evaluation/pages/assignments-page'), 'AssignmentsPage'),
  '/eva/org': lazyPage(() => import('../features/evaluation/pages/org-page'), 'OrgPage'),
  // the small pages of spec-1 §2 "Other pages" and spec-2 "Miscellaneous" (issue 19 item 8)
  '/systeam': lazyPage(() => import('../features/misc/pages/systeam-page'), 'SysteamPage'),
  '/sample': lazyPage(() => import('../features/misc/pages/sample-page'), 'SamplePage'),
  '/user': lazyPage(() => import('../features/misc/pages/user-page'), 'UserPage'),
  '/blank': lazyPage(() => import('../features/misc/pages/blank-shell-page'), 'BlankShellPage'),
  // versions (issue 19 item 4)
  '/versionManagementApp': lazyPage(() => import('../features/versions/pages/version-pages'), 'VersionManagementAppPage'),
  '/versionManagementWeb': lazyPage(() => import('../features/versions/pages/version-pages'), 'VersionManagementWebPage'),
  // configuration (issue 19 item 5)
  '/configure': lazyPage(() => import('../features/configure/pages/configure-page'), 'ConfigurePage'),
  // Message centre (issue 16)
  // The model library (issue 17 items 3 and 5): three.js loads with /modelLook only.
  '/modelList': lazyPage(() => import('../features/model/pages/model-list-page'), 'ModelListPage'),
  '/modelManage': lazyPage(() => import('../features/model/pages/model-manage-page'), 'ModelManagePage'),
  '/modelLook': lazyPage(() => import('../features/model/pages/model-look-page'), 'ModelLookPage'),
  '/NewsNotice': lazyPage(() => import('../features/message/pages/notice-list-page'), 'NoticeListPage'),
  '/NoticeWait': lazyPage(() => import('../features/message/pages/notice-wait-page'), 'NoticeWaitPage'),
  // devices (issue 20 item 1)
  '/reader': lazyPage(() => import('../features/devices/pages/reader-list-page'), 'ReaderListPage'),
  '/rfid': lazyPage(() => import('../features/devices/pages/rfid-page'), 'RfidPage'),
  '/useRecord': lazyPage(() => import('../features/devices/pages/use-record-page'), 'UseRecordPage'),
  '/bindRecord': lazyPage(() => import('../features/devices/pages/bind-record-page'), 'BindRecordPage'),
  '/customTable': lazyPage(() => import('../features/devices/pages/custom-table-page'), 'CustomTablePage'),
  '/customTableDetail': lazyPage(() => import('../features/devices/pages/custom-table-detail-page'), 'CustomTableDetailPage'),
  '/AlarmRecord': lazyPage(() => import('../features/message/pages/alarm-record-page'), 'AlarmRecordPage'),
  '/dynamicInforList': lazyPage(() => import('../features/message/pages/news-list-page'), 'NewsListPage'),
  '/addModifyDynamics': lazyPage(() => import('../features/message/pages/news-editor-page'), 'NewsEditorPage'),
  '/companyNews': lazyPage(() => import('../features/message/pages/news-list-page'), 'CompanyNewsPage'),
  '/newsScheme': lazyPage(() => import('../features/message/pages/news-list-page'), 'NewsSchemePage'),
  '/onepointNews': lazyPage(() => import('../features/message/pages/news-list-page'), 'OnepointNewsPage'),
  '/onepointNewsScheme': lazyPage(() => import('../features/message/pages/news-list-page'), 'OnepointNewsSchemePage'),
  '/culManagePartyBuild': lazyPage(() => import('../features/message/pages/news-list-page'), 'PartyBuildPage'),
  // Check configuration (issue 20 item 2); the phone's filling page is check.html (/checkFill).
  '/checkItemManage': lazyPage(() => import('../features/check/pages/check-item-page'), 'CheckItemPage'),
  '/configCheckItem': lazyPage(() => import('../features/check/pages/check-item-page'), 'CheckItemPage'),
  '/checkItemConfig': lazyPage(() => import('../features/check/pages/check-item-page'), 'CheckItemPage'),
  '/addCheck': lazyPage(() => import('../features/check/pages/check-item-page'), 'CheckItemPage'),
  '/checkFormList': lazyPage(() => import('../features/check/pages/check-form-list-page'), 'CheckFormListPage'),
  '/checkForm': lazyPage(() => import('../features/check/pages/check-form-list-page'), 'CheckFormListPage'),
  '/configCheckForm': lazyPage(() => import('../features/check/pages/form-designer-page'), 'FormDesignerPage'),
  '/editForm': lazyPage(() => import('../features/check/pages/form-designer-page'), 'FormDesignerPage'),
  '/checkModuleManage': lazyPage(() => import('../features/check/pages/check-module-page'), 'CheckModulePage'),
  '/configCheckModule': lazyPage(() => import('../features/check/pages/check-module-page'), 'CheckModulePage'),
  '/checkTemplateManage': lazyPage(() => import('../features/check/pages/check-template-page'), 'CheckTemplatePage'),
  '/configCheckTpl': lazyPage(() => import('../features/check/pages/check-template-page'), 'CheckTemplatePage'),
  '/checkResultNo': lazyPage(() => import('../features/check/pages/check-result-page'), 'CheckResultPage'),
  '/checkResultDetail': lazyPage(() => import('../features/check/pages/check-result-detail-page'), 'CheckResultDetailPage'),
  '/checkBusinessConfig': lazyPage(() => import('../features/check/pages/business-config-page'), 'CheckBusinessConfigPage'),
  '/checkBusinessConfigDetail': lazyPage(() => import('../features/check/pages/business-config-detail-page'), 'BusinessConfigDetailPage'),
  '/monitorBusinessConfig': lazyPage(() => import('../features/check/pages/business-config-page'), 'MonitorBusinessConfigPage'),
  '/reportFormManage': lazyPage(() => import('../features/check/pages/report-form-page'), 'ReportFormPage'),
  '/reportFormDetail': lazyPage(() => import('../features/check/pages/report-form-detail-page'), 'ReportFormDetailPage'),
  '/thirdPartyList': lazyPage(() => import('../features/check/pages/third-party-page'), 'ThirdPartyPage'),
  '/embagedPage': lazyPage(() => import('../features/check/pages/embedded-page'), 'EmbeddedPage'),
  '/materialCheck': lazyPage(() => import('../features/check/pages/material-check-page'), 'MaterialCheckPage'),
  // Design units, projects, drawings and decomposition (issue 17).
  '/designManage': lazyPage(() => import('../features/design/pages/design-manage-page'), 'DesignManagePage'),
  '/deepDesignConfirm': lazyPage(() => import('../features/design/pages/deep-design-confirm-page'), 'DeepDesignConfirmPage'),
  '/draweManagement': lazyPage(() => import('../features/design/pages/drawing-list-page'), 'DrawingListPage'),
  '/addOrEditDrawePaper': lazyPage(() => import('../features/design/pages/paper-editor-page'), 'PaperEditorPage'),
  '/projectDesignAndDecompose': lazyPage(() => import('../features/design/pages/decompose-page'), 'ProjectDesignAndDecomposePage'),
  '/projectDecom': lazyPage(() => import('../features/design/pages/decompose-page'), 'DecomposePage'),
  // A project's people, test bases and activities (issue 18).
  '/memberManage': lazyPage(() => import('../features/members/pages/member-manage-page'), 'MemberManagePage'),
  '/memberInfo': lazyPage(() => import('../features/members/pages/member-info-page'), 'MemberInfoPage'),
  '/PeopleWarehouse': lazyPage(() => import('../features/members/pages/people-warehouse-page'), 'PeopleWarehousePage'),
  '/TestbaseManagement': lazyPage(() => import('../features/members/pages/testbase-page'), 'TestbasePage'),
  '/ActivityManagement': lazyPage(() => import('../features/members/pages/activity-page'), 'ActivityPage'),
  // Notification settings, work reports and warnings, the API monitor (issue 16 items 6-8).
  '/noteCfg': lazyPage(() => import('../features/notify-settings/pages/note-cfg-page'), 'NoteCfgPage'),
  '/ProjectNote': lazyPage(() => import('../features/notify-settings/pages/project-note-page'), 'ProjectNotePage'),
  '/NoteModelCfg': lazyPage(() => import('../features/notify-settings/pages/note-model-cfg-page'), 'NoteModelCfgPage'),
  '/apiMonitor': lazyPage(() => import('../features/notify-settings/pages/api-monitor-page'), 'ApiMonitorPage'),
  '/workReport': lazyPage(() => import('../features/work-report/pages/work-report-page'), 'WorkReportPage'),
  '/warnRecord': lazyPage(() => import('../features/work-report/pages/warn-record-page'), 'WarnRecordPage'),
  // Project files: directories, files with versions, tags (issue 18).
  '/projectFile': lazyPage(() => import('../features/project-files/pages/project-file-page'), 'ProjectFilePage'),
  // Inspection robots (issue 20 item 3); hls.js loads with a stream opened on /cameraManagement only.
  '/robotManagement': lazyPage(() => import('../features/robots/pages/robot-management-page'), 'RobotManagementPage'),
  '/robotDetails': lazyPage(() => import('../features/robots/pages/robot-details-page'), 'RobotDetailsPage'),
  '/cameraManagement': lazyPage(() => import('../features/robots/pages/camera-management-page'), 'CameraManagementPage'),
  '/tempManage': lazyPage(() => import('../features/robots/pages/template-page'), 'TemplatePage'),
  '/patrolinspectionResults': lazyPage(() => import('../features/robots/pages/patrol-results-page'), 'PatrolResultsPage'),
  '/patrolTaskManage': lazyPage(() => import('../features/robots/pages/patrol-task-page'), 'PatrolTaskPage'),
  '/patrolSceneManage': lazyPage(() => import('../features/robots/pages/patrol-scene-page'), 'PatrolScenePage'),
  '/patrolReport': lazyPage(() => import('../features/robots/pages/patrol-report-page'), 'PatrolReportPage'),
  '/patrolAiResults': lazyPage(() => import('../features/robots/pages/patrol-ai-results-page'), 'PatrolAiResultsPage'),
  '/patrolAlarmRecord': lazyPage(() => import('../features/robots/pages/patrol-alarm-page'), 'PatrolAlarmPage'),
  // BeiDou/GNSS positions (issue 20 item 1); Leaflet loads with this route only.
  '/beidouPosition': lazyPage(() => import('../features/devices/pages/beidou-position-page'), 'BeidouPositionPage'),
  // Organisation pages and the personal centre (issue 19 items 3 and 7).
  '/companyInfo': lazyPage(() => import('../features/company-info/pages/company-info-page'), 'CompanyInfoPage'),
  '/personnelAudit': lazyPage(() => import('../features/personnel/pages/personnel-audit-page'), 'PersonnelAuditPage'),
  '/myInfomation': lazyPage(() => import('../features/personal/pages/my-info-page'), 'MyInfoPage'),
  '/modifyInformation': lazyPage(() => import('../features/personal/pages/modify-info-page'), 'ModifyInfoPage'),
  '/auditRecords': lazyPage(() => import('../features/personal/pages/audit-records-page'), 'AuditRecordsPage'),
  '/myApplication': lazyPage(() => import('../features/personal/pages/my-application-page'), 'MyApplicationPage'),
  '/myapply': lazyPage(() => import('../features/personal/pages/my-apply-page'), 'MyApplyPage'),
  '/MyLimit': lazyPage(() => import('../features/personal/pages/my-limit-page'), 'MyLimitPage'),
};

/** Whether a path renders something real: a built page, or a path the table does not own (a sub-app's). */
export const hasRealPage = (pathname: string): boolean => !routeOf(pathname) || Object.hasOwn(ROUTE_PAGES, pathname);
