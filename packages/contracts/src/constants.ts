/** Business constants of spec-1 §9 and spec-2 §9, plus the security limits of the foundation. */
export const Limits = {
  codeResendSeconds: 60,
  evaluationCodeResendSeconds: 30,
  phoneLength: 11,
  servicePasswordLength: 4,
  strongPasswordMin: 10,
  strongPasswordMax: 32,
  registerPasswordMin: 6,
  registerPasswordMax: 20,
  unitsPageSize: 12,
  systemListPageSize: 10,
  projectDialogPageSize: 10,
  maxPageSize: 1_000,
  maxRowsPerAnswer: 10_000,
  /** A page number past this is a probe, not a reader (issue 15): OFFSET stays far below bigint's range. */
  maxPageNumber: 1_000_000,
  debounceMs: 500,
  throttleMs: 100,
  tabScrollStepPx: 92,
  tabArrowsAbove: 10,
  topBarHeightPx: 65,
  collapseBelowPx: 992,
  hideBelowPx: 768,
  requestTimeoutMs: 30_000,
  // spec-1 §9 — the shell's project dialog
  projectTableHeightPx: 300,
  projectDialogWidth: '60%',
} as const;

/** Login card heights by mode (spec-1 §2, §9): the two login tabs share one card; register is taller, bind shorter. */
export const LoginCardHeight = { passwordLogin: 424, phoneLogin: 424, register: 536, bindAcount: 260 } as const;

export const Signing = {
  windowSeconds: 300,
  replaySeconds: 600,
  randomNumMinLength: 16,
} as const;

export const SmsRules = {
  codeDigits: 6,
  lifetimeSeconds: 300,
  maxWrongTries: 5,
  perHour: 5,
  perDay: 10,
} as const;

export const LoginType = { password: 1, phone: 2 } as const;
/** 3: a code to the new phone of a signed-in person changing their number (issue 19 item 7). */
export const UsageCode = { login: 1, register: 2, changePhone: 3 } as const;
export const UserType = { www: 3, other: 4 } as const;

/** 0 not applied, 2 under review, 3 approved, 4 rejected (ARCHITECTURE.md, "Statuses"). */
export const ReviewStatus = { notApplied: 0, reviewing: 2, approved: 3, rejected: 4 } as const;

export const WEB_SYSTEM_NO = 'web';

/** Browser storage keys (spec-1 §3, spec-2 §3). Values are JSON-serialised. */
export const StorageKey = {
  accessToken: 'access_token',
  platformKey: 'platformKey',
  platformSecret: 'platformSecret',
  platformKeyExpiresAt: 'platformKeyExpiresAt',
  userInfo: 'userInfo',
  userId: 'user_id',
  companyInfo: 'companyInfo',
  currentProject: 'currentProject',
  projectList: 'projectList',
  projectIdList: 'projectIdList',
  permissions: 'permissions',
  menu: 'menu',
  activeTabsList: 'activeTabsList',
  fileTree: 'fileTree',
  /** The complete-information dialog's draft, kept by its Save button (spec-1 §4). */
  completeInfoDraft: 'completeInfoDraft',
  /** The hand-over page keeps the url it was given: the system the person came from (spec-1 §2 "Token hand-over"). */
  originUrl: 'originUrl',
  /** The OAuth state of the scan dialog, checked by /blankPage against the callback's (ours, sessionStorage). */
  oauthState: 'oauthState',
} as const;
