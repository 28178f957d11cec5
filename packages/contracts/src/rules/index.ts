export * from './password';
export * from './phone';
export * from './user-no';
export * from './invite-code';
export * from './credit-code';
export * from './uuid-id';
