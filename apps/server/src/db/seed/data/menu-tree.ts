import type { MenuGroupNo } from '@zhuyun/contracts';

/**
 * The seeded menu tree: the five groups of spec-1 §3, their directories, and every child route of spec-2 §2.3 (paths
 * the spec leaves unnamed — robot sub-pages, filing/order/component redirects — are left to the route table).
 * A page is [name, route] and is gated on its page object `page.<route>` unless it names its own object (platform
 * pages, evaluation pages). Directories become permission categories `cat.<menu_no>`.
 */
export type SeedPage = readonly [menu_name: string, route_url: string, object_no?: string];
export interface SeedDir {
  menu_no: string;
  menu_name: string;
  menu_css: string;
  pages: readonly SeedPage[];
}

/** Elements of pages: objects under a page object that contracts and `<Can>` name. */
export const SEED_ELEMENTS: readonly { object_no: string; object_name: string; page: string }[] = [
  { object_no: 'org.manage', object_name: '组织与人员维护', page: 'page.organizationFramework' },
  { object_no: 'auth.template', object_name: '权限模板维护', page: 'page.permissionTemplate' },
  { object_no: 'auth.template.grant', object_name: '权限模板授权岗位', page: 'page.permissionTemplate' },
  { object_no: 'eva_admin', object_name: '评价管理维护', page: 'eva_view' },
  // The API request log's tab of 日志管理 (issue 19 item 6): administrators', or a job granted it.
  { object_no: 'log.request', object_name: 'API 请求日志', page: 'page.logManagement' },
  // Extra project fields are defined by the unit's administrator (issue 18); granted like any element.
  { object_no: 'project.ext_define', object_name: '项目扩展字段定义', page: 'page.projectDetail' },
  // Linking a project to the external system and syncing it, on /projectDetail (issue 18).
  { object_no: 'project.link', object_name: '外部项目关联与同步', page: 'page.projectDetail' },
];

export const SEED_MENU_TREE: Record<MenuGroupNo, { menu_css: string; dirs: readonly SeedDir[] }> = {
  project_center: {
    menu_css: 'project',
    dirs: [
      { menu_no: 'pc_project', menu_name: '项目管理', menu_css: 'appstore', pages: [
        ['项目列表', '/ProjectList'], ['项目地图', '/ProjectMap'], ['项目详情', '/projectDetail'], ['项目编辑', '/operaProject'],
        ['项目步骤', '/editProjectStep'], ['施工标段', '/constructionSection'], ['项目文件', '/projectFile'],
        ['项目进度计划', '/ProjectGantt'], ['进度计划详情', '/ProjectGanttDetail'], ['甘特图', '/gantt'],
      ] },
      { menu_no: 'pc_design', menu_name: '设计与图纸', menu_css: 'file', pages: [
        ['深化设计确认', '/deepDesignConfirm'], ['图纸管理', '/draweManagement'], ['新增或编辑图纸', '/addOrEditDrawePaper'],
        ['项目设计与分解', '/projectDesignAndDecompose'], ['项目分解', '/projectDecom'], ['模型列表', '/modelList'],
      ] },
      { menu_no: 'pc_component', menu_name: '构件与堆场', menu_css: 'build', pages: [
        ['构件列表', '/componList'], ['构件详情', '/componentDetails'], ['检测报告', '/reportList'], ['报告详情', '/reportInfo'],
        ['堆场管理', '/yardList'], ['项目堆场', '/projectYardList'],
      ] },
      { menu_no: 'pc_people', menu_name: '人员与活动', menu_css: 'team', pages: [
        ['项目成员', '/memberManage'], ['成员信息', '/memberInfo'], ['人员库', '/PeopleWarehouse'], ['试验基地管理', '/TestbaseManagement'],
        ['活动管理', '/ActivityManagement'], ['新闻公告', '/NewsNotice'], ['报警记录', '/AlarmRecord'], ['待办通知', '/NoticeWait'],
        // ours (issue 16 item 7): the route table has no page for work reports and warning records
        ['工作汇报', '/workReport'], ['预警记录', '/warnRecord'],
      ] },
      { menu_no: 'pc_screen', menu_name: '监控大屏', menu_css: 'dashboard', pages: [
        ['大屏列表', '/screenList'], ['大屏列表A', '/screenListA'], ['监控台模板', '/monitorConsoleInsTemp'],
      ] },
    ],
  },
  'work-center': {
    menu_css: 'work',
    dirs: [
      { menu_no: 'wc_report', menu_name: '工业报表', menu_css: 'bar-chart', pages: [
        ['车辆监控', '/trainMonitor'], ['车辆管理', '/carList'], ['车辆详情', '/trainDetail'], ['统计列表', '/countList'],
        ['检查表单', '/checkForm'], ['编辑表单', '/editForm'], ['设计管理', '/designManage'], ['生产管理', '/productManage'],
        ['施工管理', '/construcManagement'], ['相关单位', '/relativeOrg'], ['模型管理', '/modelManage'], ['模型查看', '/modelLook'],
        ['形象进度', '/imageProgressList'], ['形象进度节点', '/imageProgressNode'], ['施工升降机', '/constructionLift'],
        ['实时数据', '/realTimeDataPage'],
      ] },
      { menu_no: 'wc_news', menu_name: '资讯与党建', menu_css: 'read', pages: [
        ['党建文化', '/culManagePartyBuild'], ['企业新闻', '/companyNews'], ['新闻方案', '/newsScheme'], ['一点资讯', '/onepointNews'],
        ['一点资讯方案', '/onepointNewsScheme'], ['动态资讯', '/dynamicInforList'], ['编辑动态', '/addModifyDynamics'],
      ] },
      { menu_no: 'wc_check', menu_name: '检查配置', menu_css: 'check-square', pages: [
        ['检查项管理', '/checkItemManage'], ['配置检查项', '/configCheckItem'], ['检查表单', '/checkFormList'], ['配置检查表单', '/configCheckForm'],
        ['检查模块管理', '/checkModuleManage'], ['配置检查模块', '/configCheckModule'], ['检查模板管理', '/checkTemplateManage'],
        ['配置检查模板', '/configCheckTpl'], ['检查结果', '/checkResultNo'], ['检查结果详情', '/checkResultDetail'],
        ['检查业务配置', '/checkBusinessConfig'], ['检查业务配置详情', '/checkBusinessConfigDetail'], ['报表管理', '/reportFormManage'],
        ['报表详情', '/reportFormDetail'], ['监控业务配置', '/monitorBusinessConfig'], ['第三方系统', '/thirdPartyList'], ['嵌入页面', '/embagedPage'],
      ] },
      { menu_no: 'wc_robot', menu_name: '巡检机器人', menu_css: 'robot', pages: [
        ['机器人管理', '/robotManagement'], ['机器人详情', '/robotDetails'], ['摄像头管理', '/cameraManagement'], ['巡检模板', '/tempManage'],
        ['巡检结果', '/patrolinspectionResults'], ['巡检任务', '/patrolTaskManage'], ['巡检场景', '/patrolSceneManage'], ['巡检报告', '/patrolReport'],
        ['AI 识别结果', '/patrolAiResults'], ['巡检告警', '/patrolAlarmRecord'],
      ] },
      { menu_no: 'wc_eva', menu_name: '员工评价', menu_css: 'star', pages: [
        ['评价组织', '/eva/org', 'eva_view'], ['评价活动', '/eva/exercises', 'eva_view'], ['评价人员', '/eva/persons', 'eva_view'],
        ['评价题目', '/eva/questions', 'eva_view'], ['评价分配', '/eva/assignments', 'eva_view'], ['评价结果', '/eva/results', 'eva_view'],
      ] },
      { menu_no: 'wc_other', menu_name: '其他业务', menu_css: 'experiment', pages: [
        ['设计', '/design'], ['示例表单', '/sample'], ['材料检测', '/materialCheck'], ['升降设备', '/liftEquip'], ['劳务管理', '/labor'],
      ] },
    ],
  },
  'personal-center': {
    menu_css: 'user',
    dirs: [
      { menu_no: 'ps_info', menu_name: '个人信息', menu_css: 'idcard', pages: [
        ['登录方式', '/loginMode'], ['我的信息', '/myInfomation'], ['修改资料', '/modifyInformation'], ['我的权限', '/MyLimit'],
        ['审核记录', '/auditRecords'],
      ] },
      { menu_no: 'ps_order', menu_name: '订单与发票', menu_css: 'shopping', pages: [
        ['我的订单', '/orderList'], ['订单详情', '/orderDetail'], ['子订单详情', '/orderOneDetail'], ['发票管理', '/invoiceManage'], ['支付', '/pay'],
      ] },
      { menu_no: 'ps_app', menu_name: '我的应用', menu_css: 'appstore-add', pages: [
        ['我的应用', '/myApplication'], ['我的申请', '/myapply'],
      ] },
      { menu_no: 'ps_market', menu_name: '应用市场', menu_css: 'shop', pages: [
        ['产品列表', '/productList'], ['确认订单', '/confirmOrder'], ['支付订单', '/payOrder'], ['支付成功', '/paySuccess'],
        ['构件采购', '/componentPurchase'], ['卖家市场', '/SellerMarket'], ['发布商品', '/releaseSeller'],
        ['应用市场管理', '/applicationMarketManage', 'platform.system_review'], ['构件二维码', '/QrcodeList'],
      ] },
    ],
  },
  'resource-center': {
    menu_css: 'cluster',
    dirs: [
      { menu_no: 'rc_org', menu_name: '组织管理', menu_css: 'apartment', pages: [
        ['单位信息', '/companyInfo'], ['单位审核', '/companyList', 'platform.unit_review'], ['组织架构', '/organizationFramework'],
        ['账号管理', '/accountList'], ['加入申请审核', '/accountReview', 'platform.unit_review'], ['用户管理', '/userManage'],
        ['人员审核', '/personnelAudit'], ['单位申请审核', '/AuditInformation', 'platform.company_apply_review'], ['组织与岗位权限', '/orgManage'],
      ] },
      { menu_no: 'rc_device', menu_name: '设备管理', menu_css: 'api', pages: [
        ['传感器', '/sensorList'], ['北斗定位', '/beidouPosition'], ['读写器', '/reader'], ['RFID 标签', '/rfid'],
        ['使用记录', '/useRecord'], ['绑定记录', '/bindRecord'], ['自定义表格', '/customTable'], ['自定义表格详情', '/customTableDetail'],
      ] },
      { menu_no: 'rc_maindata', menu_name: '主数据', menu_css: 'database', pages: [
        ['组织主数据', '/maindataOrganization'], ['部门主数据', '/maindataDepartment'], ['人员主数据', '/maindataPeopleNumber'],
        ['物料分类', '/maindataMaterialCategory'], ['物料主数据', '/maindataMaterialTable'], ['供应商主数据', '/maindataVendor'],
        ['采购合同', '/procuremContractInformation'], ['目标成本测算', '/targetCostMeasure'], ['月度材料差异', '/monthlyMaterialVariation'],
        ['发票', '/invoices'], ['市场询价', '/marketInquire'], ['收货单', '/receipt'],
      ] },
      { menu_no: 'rc_external', menu_name: '外部系统', menu_css: 'link', pages: [] },
    ],
  },
  'config-center': {
    menu_css: 'setting',
    dirs: [
      { menu_no: 'cc_auth', menu_name: '权限配置', menu_css: 'safety', pages: [
        ['权限模板', '/permissionTemplate'], ['页面数据权限', '/pageDataAuth'], ['菜单管理', '/menuManagement', 'platform.menu_manage'],
        // The permission-object editor is the platform's, like menu management: its page object is the object its
        // calls require, so a unit never sees a menu that could only answer 403.
        ['模块列表', '/moduleList', 'platform.object_manage'],
      ] },
      { menu_no: 'cc_system', menu_name: '系统配置', menu_css: 'tool', pages: [
        ['日志管理', '/logManagement'], ['短信配置', '/noteCfg'], ['项目短信', '/ProjectNote'], ['短信模板配置', '/NoteModelCfg'],
        ['检查项配置', '/checkItemConfig'], ['系统配置', '/configure'], ['新增检查', '/addCheck'], ['App 版本管理', '/versionManagementApp', 'platform.version'],
        ['Web 版本管理', '/versionManagementWeb', 'platform.version'], ['系统', '/systeam'], ['用户', '/user'], ['空白页', '/blank'],
        // ours (issue 16 item 8): spec-2 §7.3 names the API monitor's calls, not its page
        ['接口监控', '/apiMonitor'],
      ] },
    ],
  },
};

/**
 * External systems reached through the menu (menu_type 2); the shell checks the bind before opening them. 智慧工地 is
 * deployed behind the platform's own origin, so its address is a path: a person whose unit is not bound to it meets the
 * unbound-system warning of spec-1 §6, not the empty-address one.
 */
export const SEED_EXTERNAL_MENUS = [
  { menu_no: 'ext_intecons', menu_name: '智慧工地', route_url: '/intecons/personnel', outer_url: null, system_app_no: 'intecons', app_domain_name: '/intecons' },
] as const;
