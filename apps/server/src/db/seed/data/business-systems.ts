/**
 * The business systems of spec-1 §2 (sub-applications mounted by path prefix, kind 1) and spec-2 §2.6 (external
 * platforms of the platform switcher, kind 2). Fixed sids keep the seed idempotent and links stable.
 */
export const BUSINESS_SYSTEMS = [
  { sid: '01900000-0000-7000-8000-000000002001', system_no: 'storeMicro', system_name: '物资管理系统', kind: 1, path_prefix: '/storeMicro' },
  { sid: '01900000-0000-7000-8000-000000002002', system_no: 'intecons', system_name: '智慧工地系统', kind: 1, path_prefix: '/intecons' },
  { sid: '01900000-0000-7000-8000-000000002003', system_no: 'balance', system_name: '地磅称重系统', kind: 1, path_prefix: '/balance' },
  { sid: '01900000-0000-7000-8000-000000002004', system_no: 'eva', system_name: '评分考核系统', kind: 1, path_prefix: '/eva' },
  { sid: '01900000-0000-7000-8000-000000002005', system_no: 'score', system_name: '积分管理系统', kind: 1, path_prefix: '/score' },
  { sid: '01900000-0000-7000-8000-000000002006', system_no: 'hammer', system_name: '回弹仪检测系统', kind: 1, path_prefix: '/hammer' },
  { sid: '01900000-0000-7000-8000-000000002007', system_no: 'ass', system_name: '装配式建筑监管系统', kind: 1, path_prefix: '/ass' },
  { sid: '01900000-0000-7000-8000-000000002008', system_no: 'labor', system_name: '劳务实名制系统', kind: 1, path_prefix: '/labor' },
  { sid: '01900000-0000-7000-8000-000000002101', system_no: 'industrialBuilding', system_name: '工业化建筑管理平台', kind: 2, path_prefix: null },
  { sid: '01900000-0000-7000-8000-000000002102', system_no: 'measuredQuantity', system_name: '实测实量平台', kind: 2, path_prefix: null },
  { sid: '01900000-0000-7000-8000-000000002103', system_no: 'householdAcceptance', system_name: '分户验收平台', kind: 2, path_prefix: null },
] as const;
