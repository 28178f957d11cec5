// What other modules may use of the company module (a module reaches another only through its index.ts).
export { insertUnit } from './unit-writer';
export { UnitsRepo } from './units.repo';
export { DeptType, PROJECT_DEPT_JOBS } from './organisation-template';
