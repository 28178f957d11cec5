// What other modules may use of the notification settings (a module reaches another only through its index.ts).
export { noteSender } from './note.routes';
export type { NoteSender, Delivery } from './note-sender';
export type { Rule } from './note.repo';
export { checkRule } from './note-resources';
export { NoteRepo } from './note.repo';
