import { Msg } from '../messages';

/**
 * Texts the resource layer answers itself (ours: the spec words each family's own messages, not these). Ids and paging
 * say what the hand-written calls say: one text per rule, whichever path a request took.
 */
export const ResourceMsg = {
  idInvalid: Msg.idInvalid,
  textTooLong: '内容过长',
  textHasNul: Msg.nulCharacter,
  pageInvalid: Msg.pageInvalid,
  pageSizeInvalid: Msg.pageSizeInvalid,
  saved: '保存成功',
  deleted: '删除成功',
} as const;
