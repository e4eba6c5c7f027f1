// SQL of the health check: the database answers.
import { sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';

export class SystemRepository extends Repository {
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
