import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export class CompanyRepo {
  constructor(private readonly db: Db) {}

  async byDomain(domain: string) {
    const [row] = await this.db.select().from(companies).where(eq(companies.company_domain, domain));
    return row;
  }
}
