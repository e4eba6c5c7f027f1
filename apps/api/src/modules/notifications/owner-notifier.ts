// Tells an owner something happened (a repair moved, an item arrived, a brand wrote, a finder wrote) on
// the channels they left on: SMS, e-mail when they have a confirmed address, push on every registered
// device, in their language. Deleted accounts hear nothing. Delivery failures are logged, never thrown:
// the change that caused the notice is already committed.
import type { Language } from '@heirloom/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { pushDevices, users } from '../../db/schema';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { PushProvider } from '../../providers/push/push-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { readSettings } from '../users/user-settings';

export interface Notice {
  subject: string;
  /** the SMS, the e-mail's body and the push notification's text */
  text: string;
  /** the page a push notification opens */
  url?: string;
}

export class OwnerNotifier {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly email: EmailProvider,
    private readonly push: PushProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  async notify(userId: string | null, write: (language: Language) => Notice): Promise<void> {
    if (!userId) return;
    const [user] = await this.db
      .select({
        phone: users.phone,
        language: users.language,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        settings: users.settings,
        status: users.status,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user || user.status === 'deleted') return;
    const channels = readSettings(user.settings).notifications;
    const notice = write(user.language === 'fr' ? 'fr' : 'en');
    const sends: Promise<unknown>[] = [];
    if (channels.sms) sends.push(this.sms.send({ to: user.phone, text: notice.text }));
    if (channels.email && user.email && user.emailConfirmedAt) {
      sends.push(this.email.send({ to: user.email, subject: notice.subject, text: notice.text }));
    }
    if (channels.push) sends.push(this.pushToDevices(userId, notice));
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') this.log.warn({ err: result.reason }, 'owner notice not delivered');
    }
  }

  /** Every device of the owner; a subscription the push service says is gone is forgotten. */
  private async pushToDevices(userId: string, notice: Notice): Promise<void> {
    const devices = await this.db
      .select({ id: pushDevices.id, token: pushDevices.token })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId));
    const message = { title: notice.subject, body: notice.text, ...(notice.url ? { url: notice.url } : {}) };
    const results = await Promise.allSettled(
      devices.map(async (device) => {
        if ((await this.push.send(device.token, message)) === 'gone') {
          await this.db
            .delete(pushDevices)
            .where(and(eq(pushDevices.id, device.id), eq(pushDevices.token, device.token)));
        }
      }),
    );
    for (const result of results) {
      if (result.status === 'rejected') this.log.warn({ err: result.reason }, 'push notice not delivered');
    }
  }
}
