// SQL of the health check: the database answers.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export class SystemRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
