export * from './password';
export * from './phone';
export * from './user-no';
