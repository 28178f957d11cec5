export * from './project.contract';
export * from './stack-point.contract';
export * from './project.messages';
export * from './project.fields';
export * from './project-unit.contract';
export * from './yard-place.contract';
export * from './project-link.contract';
