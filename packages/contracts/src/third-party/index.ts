export * from './third-party.messages';
export * from './third-party.contract';
export * from './handover.contract';
export * from './third-party-account.contract';
