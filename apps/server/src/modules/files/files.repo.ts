import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inSystemScope } from '../../db/scope';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export class FilesRepo {
  constructor(private readonly db: Db) {}

  async insert(row: typeof files.$inferInsert): Promise<void> {
    const write = () => this.db.insert(files).values(row);
    // A file uploaded outside any unit (a person's own, before joining one) belongs to no unit: such rows are written
    // in the system scope `file-outside-unit` (decision 024); a unit's file in the unit's own scope.
    await (row.company_id ? write() : inSystemScope('file-outside-unit', write));
  }

  async byId(fileId: string): Promise<FileRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
    const [row] = await this.db.select().from(files).where(eq(files.file_id, fileId));
    return row;
  }
}
