export * from './api-client';
export * from './api-error';
export * from './signer';
export * from './storage';
