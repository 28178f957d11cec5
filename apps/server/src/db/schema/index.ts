export * from './identity';
export * from './access';
export * from './sms';
export * from './company';
export * from './replay';
export * from './reference';
