/** Texts the resource layer answers itself (ours: the spec words each family's own messages, not these). */
export const ResourceMsg = {
  idInvalid: 'ID格式不正确',
  textTooLong: '内容过长',
  textHasNul: '内容包含非法字符',
  pageInvalid: '页码不正确',
  pageSizeInvalid: '每页条数不正确',
  saved: '保存成功',
  deleted: '删除成功',
} as const;
