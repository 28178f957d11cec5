import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export class FilesRepo {
  constructor(private readonly db: Db) {}

  async insert(row: typeof files.$inferInsert): Promise<void> {
    await this.db.insert(files).values(row);
  }

  async byId(fileId: string): Promise<FileRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
    const [row] = await this.db.select().from(files).where(eq(files.file_id, fileId));
    return row;
  }
}
