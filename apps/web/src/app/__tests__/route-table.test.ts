import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, breadcrumbOf, isKeptAlive, routeOf, titleOf } from '../route-table';

/** Spec-2 §2.2 and §2.3, as the spec lists them (the paths it names exactly). */
const SPEC_PATHS = `/login /blankPage /workbenchMyUnit /workbenchAddOrLookCom /workbenchBusinessSystemApp /redirect
/regulatoryPlatformLogin /loading /elecSandTable /memberQrCode /QuestionnaireSurveyMobile /QuestionsList /homepage
/loginMode /myInfomation /orderList /orderDetail /orderOneDetail /invoiceManage /auditRecords /modifyInformation /pay
/myApplication /myapply /MyLimit /productList /confirmOrder /payOrder /paySuccess /componentPurchase /SellerMarket
/releaseSeller /applicationMarketManage /QrcodeList /trainMonitor /carList /trainDetail /countList /checkForm /editForm
/designManage /productManage /construcManagement /relativeOrg /culManagePartyBuild /companyNews /newsScheme
/onepointNews /onepointNewsScheme /modelManage /modelLook /imageProgressList /imageProgressNode /constructionLift
/realTimeDataPage /deepDesignConfirm /draweManagement /addOrEditDrawePaper /screenList /screenListA
/monitorConsoleInsTemp /ProjectList /ProjectGantt /ProjectGanttDetail /gantt /operaProject /editProjectStep /modelList
/projectDesignAndDecompose /projectDecom /componList /componentDetails /reportList /reportInfo /yardList
/projectYardList /memberManage /memberInfo /projectDetail /constructionSection /projectFile /ProjectMap
/PeopleWarehouse /TestbaseManagement /ActivityManagement /NewsNotice /AlarmRecord /NoticeWait /companyInfo
/companyList /permissionTemplate /pageDataAuth /accountList /accountReview /organizationFramework /userManage
/personnelAudit /AuditInformation /orgManage /logManagement /menuManagement /noteCfg /ProjectNote /NoteModelCfg
/moduleList /checkItemConfig /configure /addCheck /versionManagementApp /versionManagementWeb /dynamicInforList
/addModifyDynamics /sensorList /beidouPosition /reader /rfid /useRecord /bindRecord /customTable /customTableDetail
/checkItemManage /configCheckItem /checkFormList /configCheckForm /checkModuleManage /configCheckModule
/checkTemplateManage /configCheckTpl /checkResultNo /checkResultDetail /checkBusinessConfig /reportFormManage
/reportFormDetail /monitorBusinessConfig /thirdPartyList /embagedPage /robotManagement /robotDetails /cameraManagement
/tempManage /patrolinspectionResults /redirectProjectCenter /redirectWorkCenter /redirectPersonalCenter
/redirectResourceCenter /redirectConfigCenter /maindataOrganization /maindataDepartment /maindataPeopleNumber
/maindataMaterialCategory /maindataMaterialTable /maindataVendor /procuremContractInformation /targetCostMeasure
/monthlyMaterialVariation /invoices /marketInquire /receipt /design /sample /materialCheck /liftEquip /systeam /user
/blank /building /error`.split(/\s+/);

describe('route table', () => {
  it('registers every path of spec-2 §2.2 and §2.3 once (/login stays in the first load)', () => {
    const registered = ROUTE_TABLE.map((entry) => entry.path);
    const missing = SPEC_PATHS.filter((path) => path !== '/login' && !registered.includes(path));
    expect(missing).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('gives every entry a title and puts each path where the spec does', () => {
    for (const entry of ROUTE_TABLE) expect(entry.title, entry.path).not.toBe('');
    expect(routeOf('/homepage')?.layout).toBe('shell');
    expect(routeOf('/elecSandTable')?.layout).toBe('bare');
    expect(routeOf('/regulatoryPlatformLogin')?.layout).toBe('public');
    expect(routeOf('/memberQrCode')?.layout).toBe('entry');
  });

  it('keeps the project list, activity management and people/warehouse pages alive', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.keepAlive).map((entry) => entry.path)).toEqual(['/ProjectList', '/PeopleWarehouse', '/ActivityManagement']);
    expect(isKeptAlive('/ProjectList')).toBe(true);
    expect(isKeptAlive('/carList')).toBe(false);
  });

  it('titles tabs and breadcrumbs from the table, sub-apps by prefix', () => {
    expect(titleOf('/ProjectList')).toBe('项目列表');
    expect(titleOf('/labor/persons')).toBe('劳务管理');
    expect(titleOf('/nowhere')).toBe('/nowhere');
    expect(breadcrumbOf('/ProjectList')).toEqual(['项目管理', '项目列表']);
    expect(breadcrumbOf('/homepage')).toEqual(['首页']);
  });
});
