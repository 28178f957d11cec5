import { ReviewStatus } from '@zhuyun/contracts';

/** Texts of the units pages that the spec does not give (ours); the spec's own texts come from Msg. */
export const UnitsText = {
  myUnits: '我的单位',
  defaultUnit: '默认单位',
  noDefaultUnit: '暂无默认单位',
  join: '加入组织',
  create: '创建组织',
  view: '查看单位',
  enter: '进入平台',
  businessSystems: '业务系统',
  current: '当前',
  joinedAt: '加入于',
  onlyApproved: '审核通过后才能查看或进入',
  listFailed: '单位列表加载失败',
  guideTitle: '欢迎使用，请先创建或加入单位',
  inviteCode: '邀请码',
  inviteCodePlaceholder: '请输入8位单位邀请码',
  look: '查看',
  next: '下一步',
  previous: '上一步',
  submit: '提交申请',
  unitName: '单位名称',
  depts: '部门',
  deptsPlaceholder: '请选择部门（可多选）',
  job: '岗位',
  jobPlaceholder: '请先选择部门，再选择岗位',
  newProjectDept: '新建项目部',
  projectDeptName: '项目部名称',
  deptTreeFailed: '部门加载失败',
  createUnit: '创建单位',
  viewUnit: '查看单位',
  fromPlatform: '平台里跳转',
  businessType: '业务类型',
  smallName: '单位简称',
  unitArea: '单位地址',
  addr: '详细地址',
  position: '具体位置',
  pickPosition: '选择经纬度',
  changePosition: '重新选择',
  noPosition: '尚未选择位置',
  viewOnMap: '在地图上查看',
  copyInvite: '复制邀请码',
  unitFailed: '单位信息加载失败',
  back: '返回',
  save: '提交',
} as const;

export const unitStatusTag: Record<number, { text: string; color: string }> = {
  [ReviewStatus.notApplied]: { text: '未申请', color: 'default' },
  [ReviewStatus.reviewing]: { text: '审核中', color: 'processing' },
  [ReviewStatus.approved]: { text: '已通过', color: 'success' },
  [ReviewStatus.rejected]: { text: '已驳回', color: 'error' },
};

/** The query values of /workbenchAddOrLookCom (spec-1 §2). */
export const HeadTitle = { create: '创建单位', view: '查看单位' } as const;
export const FROM_PLATFORM = '平台里跳转';
