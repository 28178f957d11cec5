export * from './personal.messages';
export * from './profile.contract';
export * from './my-records.contract';
export * from './personnel.contract';
export * from './company-profile.contract';
