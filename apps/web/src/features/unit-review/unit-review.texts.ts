import { ReviewStatus } from '@zhuyun/contracts';

/** Texts of the review pages (ours); Msg holds the spec's. */
export const ReviewText = {
  joinTitle: '加入申请审核',
  unitTitle: '单位审核',
  approve: '通过',
  reject: '驳回',
  rejectTitle: '驳回申请',
  remark: '驳回原因',
  remarkPlaceholder: '请填写驳回原因，申请人可以看到（选填，200字以内）',
  joinSearch: '搜索姓名或手机号',
  unitSearch: '搜索单位名称、简称或创建人',
  listFailed: '列表加载失败',
  empty: '暂无记录',
  all: '全部',
} as const;

export const statusFilters = [
  { value: ReviewStatus.reviewing, label: '待审核' },
  { value: ReviewStatus.approved, label: '已通过' },
  { value: ReviewStatus.rejected, label: '已驳回' },
  { value: 0, label: ReviewText.all },
] as const;

export const reviewStatusTag: Record<number, { text: string; color: string }> = {
  [ReviewStatus.reviewing]: { text: '待审核', color: 'processing' },
  [ReviewStatus.approved]: { text: '已通过', color: 'success' },
  [ReviewStatus.rejected]: { text: '已驳回', color: 'error' },
};
