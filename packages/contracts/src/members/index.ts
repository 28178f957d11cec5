export * from './members.messages';
export * from './member.contract';
export * from './site-people.contract';
export * from './project-auth.contract';
export * from './home-module.contract';
export * from './project-ext.contract';
