// What other modules may use of the project module (a module reaches another only through its index.ts).
export { ProjectRepo } from './project.repo';
