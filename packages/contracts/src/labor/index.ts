export * from './labor.contract';
export * from './labor.messages';
export * from './project-team.contract';
