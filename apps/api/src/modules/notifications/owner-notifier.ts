// Tells an owner something happened (a repair moved, a finder wrote): by SMS, and by e-mail when they
// have a confirmed address, in their language. Delivery failures are logged, never thrown: the change
// that caused the notice is already committed.
import type { Language } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';

export interface Notice {
  subject: string;
  /** the SMS, and the e-mail's body */
  text: string;
}

export class OwnerNotifier {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly email: EmailProvider,
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
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return;
    const notice = write(user.language === 'fr' ? 'fr' : 'en');
    const sends: Promise<void>[] = [this.sms.send({ to: user.phone, text: notice.text })];
    if (user.email && user.emailConfirmedAt) {
      sends.push(this.email.send({ to: user.email, subject: notice.subject, text: notice.text }));
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') this.log.warn({ err: result.reason }, 'owner notice not delivered');
    }
  }
}
