// What other modules may use of the files module (a module reaches another only through its index.ts).
export { fileIdOf, filePathOf } from './file-path';
// The model library stores its uploads in the same table (issue 17 item 4).
export { FilesRepo, type FileRow } from './files.repo';
export { cleanName } from './file-name';
