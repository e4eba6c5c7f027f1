// Tells an owner something happened (a repair moved, an item arrived, a brand wrote, a finder wrote) on
// the channels they left on: SMS, e-mail when they have a confirmed address, push on every registered
// device, in their language. Deleted accounts hear nothing. Delivery failures are logged, never thrown:
// the change that caused the notice is already committed.
import type { Language } from '@heirloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { PushProvider } from '../../providers/push/push-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { readSettings } from '../users/user-settings';
import type { UsersRepository } from '../users/users.repository';

export interface Notice {
  subject: string;
  /** the SMS, the e-mail's body and the push notification's text */
  text: string;
  /** the page a push notification opens */
  url?: string;
}

export interface OwnerNotifierDeps {
  users: UsersRepository;
  sms: SmsProvider;
  email: EmailProvider;
  push: PushProvider;
  log: FastifyBaseLogger;
}

export class OwnerNotifier {
  constructor(private readonly deps: OwnerNotifierDeps) {}

  async notify(userId: string | null, write: (language: Language) => Notice): Promise<void> {
    if (!userId) return;
    const user = await this.deps.users.user(userId);
    if (!user || user.status === 'deleted') return;
    const channels = readSettings(user.settings).notifications;
    const notice = write(user.language === 'fr' ? 'fr' : 'en');
    const sends: Promise<unknown>[] = [];
    if (channels.sms) sends.push(this.deps.sms.send({ to: user.phone, text: notice.text }));
    if (channels.email && user.email && user.emailConfirmedAt) {
      sends.push(this.deps.email.send({ to: user.email, subject: notice.subject, text: notice.text }));
    }
    if (channels.push) sends.push(this.pushToDevices(userId, notice));
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected')
        this.deps.log.warn({ err: result.reason }, 'owner notice not delivered');
    }
  }

  /** Every device of the owner; a subscription the push service says is gone is forgotten. */
  private async pushToDevices(userId: string, notice: Notice): Promise<void> {
    const devices = await this.deps.users.devices(userId);
    const message = { title: notice.subject, body: notice.text, ...(notice.url ? { url: notice.url } : {}) };
    const results = await Promise.allSettled(
      devices.map(async (device) => {
        if ((await this.deps.push.send(device.token, message)) === 'gone') {
          await this.deps.users.forgetSubscription(device.id, device.token);
        }
      }),
    );
    for (const result of results) {
      if (result.status === 'rejected')
        this.deps.log.warn({ err: result.reason }, 'push notice not delivered');
    }
  }
}
