// The durable job queue (decision 014): the work that must follow a committed change (today the owners'
// notices) is a row of `jobs`, queued in the change's transaction, and runs here. A job is run by a worker
// holding it for a lease: the one that queued it, at once, after its transaction (`enqueueHeld` + `run`), or
// any instance's round (`round`) once it is due. A failed run is tried again later (1 s, 2 s, 4 s … 10 min),
// and after MAX_ATTEMPTS runs the job is `failed` with one error line in the log. A handler splits its work
// into named steps (`JobRun.step`): a step done is recorded at once and never run again by a retry. The kinds
// of job and their payloads are typed in one place (job-kinds.ts); each needs a handler (assertHandled).
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { jobKinds, jobPayloads, type JobKind, type JobPayload, type NewJob } from './job-kinds';
import type { Job, JobsRepository, Lease } from './jobs.repository';
import { backoffMs, errorReason } from '../../lib/retry';

/** How long a worker holds a job (each step renews it); a worker that dies lets it go after this. */
export const LEASE_MS = 60_000;
/** Runs begun before a job is given up as failed: about three and a half hours of retries. */
export const MAX_ATTEMPTS = 30;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/** How long a job waits after its `attempts`-th run failed: 1 s, 2 s, 4 s … up to 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return backoffMs(attempts, FIRST_RETRY_MS, LONGEST_RETRY_MS);
}

/** The run lost its job: its lease ran out and another worker took it. Nothing more may be done. */
export class LeaseLost extends Error {
  constructor(jobId: string) {
    super(`job ${jobId}: lease lost`);
  }
}

/** One run of a job, as its handler sees it. */
export interface JobRun<K extends JobKind = JobKind> {
  job: Job;
  /** the job's payload, as its kind's schema parsed it */
  payload: JobPayload<K>;
  /**
   * Runs `fn` unless an earlier run of the job did (the step's name is recorded once it returns); a step that
   * throws is not done. Throws LeaseLost, without running `fn`, when the job is no longer this run's.
   */
  step(name: string, fn: () => Promise<void>): Promise<void>;
  /** Extends the lease of a long run; throws LeaseLost when the job is no longer this run's. */
  renew(): Promise<void>;
}

export type JobHandler<K extends JobKind = JobKind> = (run: JobRun<K>) => Promise<void>;

/** A job queued already held by this worker: `run` it once its transaction has committed. */
export interface HeldJob {
  job: Job;
  token: string;
}

export interface JobQueueDeps {
  repo: JobsRepository;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** jobs claimed by a round */
  batch?: number;
  /** jobs of a round run at once */
  concurrency?: number;
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  /** runs and rounds under way, which drain() waits for */
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly deps: JobQueueDeps) {}

  /** The handler of a kind of job; this queue's rounds claim only the kinds it has a handler for. */
  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Throws when a kind of job has no handler (the app refuses to start: its jobs would never run). */
  assertHandled(kinds: readonly JobKind[] = jobKinds): void {
    const missing = kinds.filter((kind) => !this.handlers.has(kind));
    if (missing.length > 0) {
      throw new Error(
        `job kinds without a handler: ${missing.join(', ')} (the module doing that work is not registered)`,
      );
    }
  }

  private lease(token: string): Lease {
    return { token, until: new Date(this.deps.clock.now().getTime() + LEASE_MS) };
  }

  /**
   * Queues a job, in `tx` when given, due at once: a round runs it once the transaction has committed. Gives
   * the job, or undefined when one with its key exists already.
   */
  async enqueue(job: NewJob, tx?: DbOrTx): Promise<Job | undefined> {
    return this.deps.repo.insert(job, this.deps.clock.now(), undefined, tx);
  }

  /**
   * Queues a job, in `tx` when given, held by this worker, which runs it (`run`) as soon as it is committed;
   * if this process dies first, another worker runs it when the lease runs out. Undefined when a job with
   * its key exists already.
   */
  async enqueueHeld(job: NewJob, tx?: DbOrTx): Promise<HeldJob | undefined> {
    const token = randomUUID();
    const row = await this.deps.repo.insert(job, this.deps.clock.now(), this.lease(token), tx);
    return row && { job: row, token };
  }

  /** Whether a job with this key was ever queued (and not yet forgotten). */
  async queued(key: string, tx?: DbOrTx): Promise<boolean> {
    return (await this.deps.repo.byKey(key, tx)) !== undefined;
  }

  /** Runs a held job; true when it is done (a failure is recorded for a retry and logged, never thrown). */
  run(held: HeldJob): Promise<boolean> {
    return this.track(this.execute(held.job, held.token));
  }

  /** Runs a held job in the background (drain() waits for it). */
  runSoon(held: HeldJob): void {
    void this.run(held);
  }

  /**
   * One round: claims up to `batch` due jobs of the kinds this queue handles and runs them, `concurrency` at
   * a time. Gives how many it claimed (0: nothing was due).
   */
  round(): Promise<number> {
    return this.track(this.claimAndRun());
  }

  private async claimAndRun(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.deps.repo.claim(
      [...this.handlers.keys()],
      this.deps.clock.now(),
      this.lease(token),
      this.deps.batch ?? 20,
    );
    const queue = [...claimed];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await this.execute(job, token);
    };
    await Promise.all(Array.from({ length: Math.min(this.deps.concurrency ?? 8, queue.length) }, worker));
    return claimed.length;
  }

  /** Waits until no run or round is under way (on close, and in tests). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.then(
      () => this.running.delete(work),
      () => this.running.delete(work),
    );
    return work;
  }

  private async execute(job: Job, token: string): Promise<boolean> {
    const { repo, clock, log } = this.deps;
    const done = new Set(job.stepsDone);
    const renew = async () => {
      if (!(await repo.renew(job.id, this.lease(token)))) throw new LeaseLost(job.id);
    };
    const step = async (name: string, fn: () => Promise<void>) => {
      if (done.has(name)) return;
      await renew();
      await fn();
      done.add(name);
      await repo.stepDone(job.id, name);
    };
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const schema = jobPayloads[job.kind as JobKind] as (typeof jobPayloads)[JobKind] | undefined;
      if (!schema) throw new Error(`unknown kind of job ${job.kind}`);
      await handler({ job, payload: schema.parse(job.payload) as never, step, renew });
      await repo.finish(job.id, token, clock.now());
      return true;
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn({ job: job.id, kind: job.kind }, 'job queue: lease lost, the job is another worker’s');
        return false;
      }
      await this.failed(job, token, errorReason(error)).catch((err: unknown) =>
        log.error({ err, job: job.id }, 'job queue: could not record a failed run'),
      );
      return false;
    }
  }

  private async failed(job: Job, token: string, why: string): Promise<void> {
    const { repo, clock, log } = this.deps;
    const now = clock.now();
    if (job.attempts >= MAX_ATTEMPTS) {
      if (await repo.failed(job.id, token, why, null, now)) {
        log.error(
          { job: job.id, kind: job.kind, attempts: job.attempts, reason: why },
          'job queue: job failed for good',
        );
      }
      return;
    }
    const wait = retryDelayMs(job.attempts);
    await repo.failed(job.id, token, why, new Date(now.getTime() + wait), now);
    log.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts, reason: why, retryInSeconds: wait / 1000 },
      'job queue: run failed, will try again',
    );
  }
}
