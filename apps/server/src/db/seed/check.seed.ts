import type { check } from '@zhuyun/contracts';
import type { Db } from '../client';
import {
  checkBusinessConfigs,
  checkFormVersions,
  checkForms,
  checkItems,
  checkModules,
  checkRecords,
  checkReportForms,
  checkTemplates,
  checkThirdParties,
  materialChecks,
} from '../schema';
import { CheckFileIds, seedCheckFiles } from './check-files.seed';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"); block 02xx is check configuration's. */
const id = (block: number, n: number) => `01900000-0000-7000-8000-00000200${block}${String(n).padStart(2, '0')}`;
const company = DemoIds.company;
const day = Date.UTC(2026, 10, 20, 2, 0, 0);
const daysAgo = (n: number) => new Date(day - n * 86_400_000);

export const CheckDemoIds = {
  acceptanceForm: id(10, 1),
  patrolForm: id(10, 2),
  acceptanceTemplate: id(11, 1),
  patrolTemplate: id(11, 2),
  firstRecord: id(12, 1),
  report: id(13, 1),
} as const;

/** 构件进场验收: three sections, every kind of field but photo and signature's second use. */
const ACCEPTANCE: check.FormDefinition = {
  sections: [
    {
      key: 'basic',
      title: '基本信息',
      fields: [
        { key: 'component_no', type: 'text', label: '构件编号', required: true, maxLength: 50 },
        { key: 'arrive_date', type: 'date', label: '进场日期', required: true },
        { key: 'component_type', type: 'single', label: '构件类型', required: true, options: ['叠合板', '预制墙板', '预制楼梯', '预制梁'] },
      ],
    },
    {
      key: 'quality',
      title: '质量检查',
      fields: [
        { key: 'length_dev', type: 'number', label: '长度偏差', required: true, unit: 'mm', min: -10, max: 10 },
        { key: 'defects', type: 'multiple', label: '外观缺陷', required: false, options: ['裂缝', '蜂窝', '露筋', '缺棱掉角'] },
        { key: 'appearance', type: 'passfail', label: '外观判定', required: true },
        { key: 'photo', type: 'photo', label: '现场照片', required: false },
      ],
    },
    { key: 'sign', title: '签认', fields: [{ key: 'inspector_sign', type: 'signature', label: '验收人签名', required: false }] },
  ],
};

/** 安全巡查: a short patrol form. */
const PATROL: check.FormDefinition = {
  sections: [
    {
      key: 'patrol',
      title: '巡查内容',
      fields: [
        { key: 'area', type: 'single', label: '巡查区域', required: true, options: ['塔吊区', '堆场', '作业面', '生活区'] },
        { key: 'helmet', type: 'passfail', label: '安全帽佩戴', required: true },
        { key: 'edge', type: 'passfail', label: '临边防护', required: true },
        { key: 'note', type: 'text', label: '问题描述', required: false, maxLength: 500 },
      ],
    },
  ],
};

const count = (d: check.FormDefinition) => d.sections.reduce((n, s) => n + s.fields.length, 0);

export async function seedCheckDemo(db: Db): Promise<void> {
  const items: [string, string, number, string][] = [
    ['构件尺寸偏差', 'ZL-001', 1, 'GB 50204 第 9.2 条'],
    ['构件外观质量', 'ZL-002', 1, 'GB 50204 第 9.1 条'],
    ['安全帽佩戴', 'AQ-001', 2, 'JGJ 59'],
    ['临边防护', 'AQ-002', 2, 'JGJ 80'],
    ['钢筋进场复验', 'CL-001', 3, 'GB 1499.2'],
  ];
  await db
    .insert(checkItems)
    .values(items.map(([item_name, item_code, item_type, standard], n) => ({ company_id: company, check_item_id: id(14, n + 1), item_name, item_code, item_type, standard, sort_no: n })))
    .onConflictDoNothing();
  await db
    .insert(checkModules)
    .values([
      { company_id: company, module_id: id(15, 1), module_name: '构件质量', item_ids: [id(14, 1), id(14, 2)], sort_no: 1 },
      { company_id: company, module_id: id(15, 2), module_name: '现场安全', item_ids: [id(14, 3), id(14, 4)], sort_no: 2 },
    ])
    .onConflictDoNothing();
  await db
    .insert(checkForms)
    .values([
      { company_id: company, form_id: CheckDemoIds.acceptanceForm, form_name: '构件进场验收表', remark: '装配式构件进场逐件验收', current_version: 1 },
      { company_id: company, form_id: CheckDemoIds.patrolForm, form_name: '安全巡查表', remark: '每日安全巡查', current_version: 1 },
    ])
    .onConflictDoNothing();
  await db
    .insert(checkFormVersions)
    .values([
      { company_id: company, form_id: CheckDemoIds.acceptanceForm, version: 1, definition: ACCEPTANCE, field_count: count(ACCEPTANCE), created_by: DemoIds.admin },
      { company_id: company, form_id: CheckDemoIds.patrolForm, version: 1, definition: PATROL, field_count: count(PATROL), created_by: DemoIds.admin },
    ])
    .onConflictDoNothing();
  await db
    .insert(checkTemplates)
    .values([
      { company_id: company, template_id: CheckDemoIds.acceptanceTemplate, template_name: '构件进场验收模板', form_id: CheckDemoIds.acceptanceForm, module_id: id(15, 1) },
      { company_id: company, template_id: CheckDemoIds.patrolTemplate, template_name: '日常安全巡查模板', form_id: CheckDemoIds.patrolForm, module_id: id(15, 2) },
    ])
    .onConflictDoNothing();
  const project = ProjectDemoIds.projects[0] as string;
  await db
    .insert(checkBusinessConfigs)
    .values([
      { company_id: company, config_id: id(16, 1), business_type: 1, kind: 1, template_id: CheckDemoIds.acceptanceTemplate, project_id: project },
      { company_id: company, config_id: id(16, 2), business_type: 2, kind: 1, template_id: CheckDemoIds.acceptanceTemplate, remark: '材料进场沿用构件验收表' },
      { company_id: company, config_id: id(16, 3), business_type: 3, kind: 1, template_id: CheckDemoIds.patrolTemplate },
      { company_id: company, config_id: id(16, 4), business_type: 11, kind: 2, template_id: CheckDemoIds.patrolTemplate, remark: '塔吊监测告警后现场复查' },
    ])
    .onConflictDoNothing();
  // The first record's photo and signature, and the material records' attachments, are files of the unit.
  await seedCheckFiles(db, company);
  const records: [number, string, number, check.Answers, number][] = [
    [1, CheckDemoIds.acceptanceTemplate, 1, { component_no: 'YZB-1-001', arrive_date: '2026-11-18', component_type: '叠合板', length_dev: 3, defects: [], appearance: 'pass', photo: CheckFileIds.photo, inspector_sign: CheckFileIds.signature }, 1],
    [2, CheckDemoIds.acceptanceTemplate, 1, { component_no: 'YZQ-2-014', arrive_date: '2026-11-18', component_type: '预制墙板', length_dev: -6, defects: ['缺棱掉角'], appearance: 'fail' }, 2],
    [3, CheckDemoIds.acceptanceTemplate, 2, { component_no: 'YZT-3-002', arrive_date: '2026-11-19', component_type: '预制楼梯', length_dev: 1.5, appearance: 'pass' }, 1],
    [4, CheckDemoIds.patrolTemplate, 3, { area: '塔吊区', helmet: 'pass', edge: 'pass', note: '' }, 1],
    [5, CheckDemoIds.patrolTemplate, 3, { area: '作业面', helmet: 'pass', edge: 'fail', note: '5 层东侧临边护栏缺失一段' }, 2],
  ];
  await db
    .insert(checkRecords)
    .values(
      records.map(([n, template_id, business_type, answers, result]) => ({
        company_id: company,
        record_id: id(12, n),
        record_no: `JC20261120${String(n).padStart(4, '0')}`,
        template_id,
        form_id: template_id === CheckDemoIds.acceptanceTemplate ? CheckDemoIds.acceptanceForm : CheckDemoIds.patrolForm,
        form_version: 1,
        business_type,
        project_id: project,
        answers,
        result,
        filled_by: DemoIds.admin,
        filled_name: '演示管理员',
        created_at: daysAgo(5 - n),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(checkReportForms)
    .values([{ company_id: company, report_id: CheckDemoIds.report, report_name: '构件进场验收台账', template_id: CheckDemoIds.acceptanceTemplate, field_keys: ['component_no', 'component_type', 'length_dev', 'appearance'] }])
    .onConflictDoNothing();
  await db
    .insert(checkThirdParties)
    .values([
      { company_id: company, third_id: id(17, 1), third_name: '省建筑市场监管平台', url: 'https://example.com/', contact: '王工', embed: 1, remark: '嵌入页面展示' },
      { company_id: company, third_id: id(17, 2), third_name: '检测机构报告系统', url: 'https://example.org/', contact: '李工', embed: 0 },
    ])
    .onConflictDoNothing();
  await db
    .insert(materialChecks)
    .values([
      { company_id: company, material_check_id: id(18, 1), material_name: 'HRB400 钢筋', spec: 'Φ16', batch_no: 'GJ-20261115', supplier: '杭钢集团', project_id: project, check_date: '2026-11-15', result: 1, attachments: [CheckFileIds.rebarReport, CheckFileIds.rebarPhoto] },
      { company_id: company, material_check_id: id(18, 2), material_name: 'C30 商品混凝土', spec: 'C30', batch_no: 'HNT-1118', supplier: '杭州建材', project_id: project, check_date: '2026-11-18', result: 1 },
      { company_id: company, material_check_id: id(18, 3), material_name: '灌浆料', spec: 'CGM-1', batch_no: 'GJL-1119', supplier: '浙江新材', project_id: project, check_date: '2026-11-19', result: 2, remark: '28 天强度不足，退场', attachments: [CheckFileIds.groutReport] },
    ])
    .onConflictDoNothing();
}
