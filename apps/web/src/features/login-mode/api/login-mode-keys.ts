/** Query keys of the login-mode page. */
export const loginModeKeys = {
  bindings: ['login-mode', 'third-bindings'] as const,
  sessions: ['login-mode', 'sessions'] as const,
};
