export * from './design.messages';
export * from './design-fields';
export * from './org.contract';
export * from './project.contract';
export * from './construct.contract';
export * from './deep-design.contract';
export * from './paper.contract';
export * from './resolve.contract';
