// What other modules may use of the reference module (a module reaches another only through its index.ts).
export { ReferenceRepo } from './reference.repo';
