// SQL of the durable job queue (table jobs, decision 014), its one writer. Jobs are queued in the caller's
// transaction; workers claim due ones with FOR UPDATE SKIP LOCKED for a lease, record the steps they have
// done, and settle them. Every change a worker makes names its lease, so a worker whose lease ran out (and
// whose job another worker took) cannot settle that job any more.
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Repository } from '../../db/repository';
import { jobs } from '../../db/schema';
import type { NewJob } from './job-kinds';

export type Job = typeof jobs.$inferSelect;

export type { NewJob } from './job-kinds';

/** A worker's hold on a job until `until`. */
export interface Lease {
  token: string;
  until: Date;
}

const held = (id: string, token: string) =>
  and(eq(jobs.id, id), eq(jobs.lease, token), eq(jobs.state, 'queued'));

export class JobsRepository extends Repository {
  /**
   * Queues a job, in `tx` when given (it exists only if that transaction commits), due at `now`, or already
   * held by `lease` for a worker that runs it as soon as it is committed (its first run counts as begun).
   * Gives the new job, or undefined when a job with the key exists.
   */
  async insert(
    job: NewJob,
    now: Date,
    lease: Lease | undefined,
    tx: DbOrTx = this.db,
  ): Promise<Job | undefined> {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...job,
        createdAt: now,
        nextTryAt: lease ? lease.until : now,
        lease: lease?.token ?? null,
        attempts: lease ? 1 : 0,
      })
      .onConflictDoNothing({ target: jobs.key })
      .returning();
    return row;
  }

  /**
   * Claims up to `limit` due queued jobs of these kinds, oldest due first, for a lease:
   * rows another worker is claiming are skipped, not waited for. Each claim counts as an attempt begun.
   */
  async claim(kinds: string[], now: Date, lease: Lease, limit: number): Promise<Job[]> {
    if (kinds.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.state, 'queued'), lte(jobs.nextTryAt, now), inArray(jobs.kind, kinds)))
        .orderBy(asc(jobs.nextTryAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ lease: lease.token, nextTryAt: lease.until, attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Extends the lease; false when the job is no longer this lease's (it ran out and another worker took it). */
  async renew(id: string, lease: Lease): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ nextTryAt: lease.until })
      .where(held(id, lease.token))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Records a step done, whoever holds the job now: it happened, and no run may do it again. */
  async stepDone(id: string, step: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({ stepsDone: sql`array_append(${jobs.stepsDone}, ${step}::text)` })
      .where(and(eq(jobs.id, id), sql`not (${step}::text = any(${jobs.stepsDone}))`));
  }

  /** The job is done. False when the lease was lost meanwhile (the job is another worker's to settle). */
  async finish(id: string, token: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ state: 'done', doneAt: now, lease: null, lastError: null })
      .where(held(id, token))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** The run failed: the job is due again at `at`, or `failed` for good when `at` is null. */
  async failed(id: string, token: string, error: string, at: Date | null, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set(
        at
          ? { nextTryAt: at, lease: null, lastError: error }
          : { state: 'failed', doneAt: now, lease: null, lastError: error },
      )
      .where(held(id, token))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Forgets finished jobs (done or failed) settled before `before`: their texts are not kept for ever. */
  async prune(before: Date): Promise<number> {
    const rows = await this.db
      .delete(jobs)
      .where(and(ne(jobs.state, 'queued'), lt(jobs.doneAt, before)))
      .returning({ id: jobs.id });
    return rows.length;
  }

  async byKey(key: string, tx: DbOrTx = this.db): Promise<Job | undefined> {
    const [row] = await tx.select().from(jobs).where(eq(jobs.key, key));
    return row;
  }

  async byId(id: string): Promise<Job | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }
}
