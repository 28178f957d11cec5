/** Texts of the live events (ours: the spec has none for them). */
export const LiveMsg = {
  ticketInvalid: '实时连接凭证无效或已过期',
  ticketRequired: 'ticket不能为空',
} as const;
