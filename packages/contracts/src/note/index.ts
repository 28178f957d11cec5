export * from './note.messages';
export * from './note-fields';
export * from './note-cfg.contract';
export * from './note-template.contract';
export * from './note-send-log.contract';
