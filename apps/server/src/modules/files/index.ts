// What other modules may use of the files module (a module reaches another only through its index.ts).
export { fileIdOf } from './file-path';
export { filePathOf } from './file-path';
export { FilesRepo, type FileRow } from './files.repo';
