/** What forms store for an upload: an opaque reference to the files table, never a disk path. */
const PREFIX = 'files/';

export const filePathOf = (fileId: string): string => `${PREFIX}${fileId}`;

export function fileIdOf(filePath: string): string | null {
  return filePath.startsWith(PREFIX) ? filePath.slice(PREFIX.length) : null;
}
