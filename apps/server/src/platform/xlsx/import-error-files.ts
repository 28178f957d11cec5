import { uuidv7 } from 'uuidv7';

const TTL_MS = 30 * 60_000;
/** Failed imports kept at once per node; the oldest goes first (each holds at most one file's errors). */
const MAX_FILES = 200;

/**
 * Error lists of failed imports, kept in memory on the node that imported, for the person to download right away
 * (the page offers the file at once). Keyed by a random token and readable only by the same company.
 */
export class ImportErrorFiles<E> {
  private readonly files = new Map<string, { companyId: string; errors: E[]; expires: number }>();

  put(companyId: string, errors: E[]): string {
    const now = Date.now();
    for (const [k, v] of this.files) if (v.expires < now) this.files.delete(k);
    while (this.files.size >= MAX_FILES) this.files.delete(this.files.keys().next().value as string);
    const token = uuidv7();
    this.files.set(token, { companyId, errors, expires: now + TTL_MS });
    return token;
  }

  get(companyId: string, token: string): E[] | null {
    const found = this.files.get(token);
    return found && found.companyId === companyId && found.expires > Date.now() ? found.errors : null;
  }
}
