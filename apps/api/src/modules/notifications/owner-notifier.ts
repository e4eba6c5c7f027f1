// Tells an owner something happened (a repair moved, an item arrived, a brand wrote, a finder wrote) on
// the channels they left on: SMS, e-mail when they have a confirmed address, push on every registered
// device, in their language. Deleted accounts hear nothing. Each notice is a job of the durable queue
// (decision 014): queued in the caller's transaction when it gives one, else queued and sent at once; a
// channel that fails is tried again by the queue's worker, and a channel that went is never sent again.
// The owner's language, channels, phone and addresses are read when the notice is sent, not when queued.
import { randomUUID } from 'node:crypto';
import type { Language } from '@heirloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { PushProvider } from '../../providers/push/push-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { LeaseLost, type HeldJob, type JobQueue, type JobRun } from '../jobs/job-queue';
import type { JobPayload, NewJob } from '../jobs/job-kinds';
import { readSettings } from '../users/user-settings';
import type { UsersRepository } from '../users/users.repository';
import { asLanguage } from '../../lib/messages';

export interface Notice {
  subject: string;
  /** the SMS, the e-mail's body and the push notification's text */
  text: string;
  /** the page a push notification opens */
  url?: string;
}

const everyChannel = { sms: true, email: true, push: true } as const;

/** The kind of job of one owner's notice (its payload: jobs/job-kinds.ts). */
export const NOTIFY_JOB = 'notify';

/** A notice job's payload: the notice in both languages, the owner's read when it is sent. */
type NoticePayload = JobPayload<typeof NOTIFY_JOB>;

export interface NotifyOptions {
  /** the caller's transaction: the notice is queued in it, and sent (by the worker) once it commits */
  tx?: DbOrTx;
  /** the notice's idempotency key: a notice with this key queued before is not queued again */
  key?: string;
  /** a security notice: sent on every channel, whatever the owner's settings */
  security?: boolean;
}

export interface OwnerNotifierDeps {
  users: UsersRepository;
  sms: SmsProvider;
  email: EmailProvider;
  push: PushProvider;
  log: FastifyBaseLogger;
  /** the queue the notices go through: its workers send them (`deliver` handles their kind) */
  jobs: JobQueue;
}

export class OwnerNotifier {
  constructor(private readonly deps: OwnerNotifierDeps) {}

  /**
   * Tells the owner. With `tx`, the notice is queued in that transaction (a failure to queue fails it) and a
   * worker sends it once it commits, within a second. Without, the notice is queued and sent here, the caller
   * waiting as for a direct send; then nothing is thrown (the change that caused it is already committed):
   * what did not go is retried by the queue.
   */
  async notify(
    userId: string | null,
    write: (language: Language) => Notice,
    options: NotifyOptions = {},
  ): Promise<void> {
    if (!userId) return;
    const job = this.noticeJob(userId, write, options.key, options.security);
    const { jobs } = this.deps;
    if (options.tx) {
      await jobs.enqueue(job, options.tx);
      return;
    }
    try {
      const held = await jobs.enqueueHeld(job);
      if (held) await jobs.run(held);
    } catch (err) {
      this.deps.log.error({ err, userId }, 'owner notice not queued');
    }
  }

  /**
   * Queues the notice in the caller's transaction, held by this instance: once the transaction has
   * committed, `send` it (the caller waits as for a direct send). If the transaction rolls back, the notice
   * never existed; if this process dies before sending it, a worker sends it when the hold runs out.
   * Undefined when there is no one to tell, or a notice with this key was queued before.
   */
  async queue(
    userId: string | null,
    write: (language: Language) => Notice,
    tx: DbOrTx,
    key?: string,
  ): Promise<HeldJob | undefined> {
    if (!userId) return undefined;
    return this.deps.jobs.enqueueHeld(this.noticeJob(userId, write, key), tx);
  }

  /** Sends a notice `queue` gave, after its transaction committed; what does not go is retried, never thrown. */
  async send(notice: HeldJob | undefined): Promise<void> {
    if (notice) await this.deps.jobs.run(notice);
  }

  /**
   * The notice as a job, for a caller that queues it itself: written in both languages now, sent in the
   * owner's when it runs. Without a key it is a new notice.
   */
  noticeJob(
    userId: string,
    write: (language: Language) => Notice,
    key?: string,
    security = false,
  ): NewJob<typeof NOTIFY_JOB> {
    const payload: NoticePayload = {
      userId,
      notices: { en: write('en'), fr: write('fr') },
      ...(security ? { security } : {}),
    };
    return { kind: NOTIFY_JOB, key: key ?? `notice:${randomUUID()}`, payload };
  }

  /**
   * Runs a notice job: one step per channel (and per push device), each sent at most once whatever the
   * retries. The job's id goes to the providers as the idempotency key where they take one. A channel that
   * fails fails the run (the others still go), and the queue tries it again later.
   */
  async deliver(run: JobRun<typeof NOTIFY_JOB>): Promise<void> {
    const { userId, notices, security } = run.payload;
    const user = await this.deps.users.user(userId);
    if (!user || user.status === 'deleted') return;
    const channels = security ? everyChannel : readSettings(user.settings).notifications;
    const notice = notices[asLanguage(user.language)];
    const key = run.job.id;
    const sends: Promise<void>[] = [];
    if (channels.sms) {
      sends.push(
        run.step('sms', () => this.deps.sms.send({ to: user.phone, text: notice.text, idempotencyKey: key })),
      );
    }
    const email = user.email;
    if (channels.email && email && user.emailConfirmedAt) {
      sends.push(
        run.step('email', () =>
          this.deps.email.send({
            to: email,
            subject: notice.subject,
            text: notice.text,
            idempotencyKey: key,
          }),
        ),
      );
    }
    if (channels.push) sends.push(this.pushToDevices(run, userId, notice));
    throwFailures(await Promise.allSettled(sends), 'notice channel');
  }

  /** Every device of the owner, one step each; a subscription the push service says is gone is forgotten. */
  private async pushToDevices(run: JobRun<typeof NOTIFY_JOB>, userId: string, notice: Notice): Promise<void> {
    const devices = await this.deps.users.devices(userId);
    const message = { title: notice.subject, body: notice.text, ...(notice.url ? { url: notice.url } : {}) };
    const results = await Promise.allSettled(
      devices.map((device) =>
        run.step(`push:${device.id}`, async () => {
          if ((await this.deps.push.send(device.token, message, run.job.id)) === 'gone') {
            await this.deps.users.forgetSubscription(device.id, device.token);
          }
        }),
      ),
    );
    throwFailures(results, 'push device');
  }
}

/** Throws LeaseLost if a step met it, else one error naming every failure, if any. */
function throwFailures(results: PromiseSettledResult<unknown>[], what: string): void {
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  const lost = failures.find((f) => f instanceof LeaseLost);
  if (lost) throw lost;
  if (failures.length === 0) return;
  const reasons = failures.map((f) => (f instanceof Error ? f.message : String(f)));
  throw new Error(`${failures.length} ${what}(s) not delivered: ${reasons.join('; ')}`);
}
