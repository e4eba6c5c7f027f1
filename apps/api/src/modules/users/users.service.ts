// The owner's account (docs/product.md "Entities"): profile, e-mail and its confirmation link, settings, push devices.
// Only the signed-in user is ever found: another id answers 404, never 403.
import {
  EMAIL_TOKEN_TTL_SECONDS,
  EMAILS_PER_USER_PER_HOUR,
  parsePushSubscription,
  PUSH_DEVICES_PER_USER,
  type SettingsPatch,
  type User,
} from '@heirloom/contract';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmac, randomToken } from '../../lib/crypto';
import { AppError, notFound, tooManyRequests } from '../../lib/errors';
import type { EmailProvider } from '../../providers/email/email-provider';
import { refusedPushEndpoint, type PushProvider } from '../../providers/push/push-provider';
import { confirmationEmail } from './email-texts';
import { applySettingsPatch, readSettings } from './user-settings';
import type { UserRow, UsersRepository } from './users.repository';
import { Service } from '../service';
import { asLanguage } from '../../lib/messages';

const HOUR_SECONDS = 60 * 60;

export interface UsersServiceDeps {
  repo: UsersRepository;
  email: EmailProvider;
  push: PushProvider;
  codePepper: string;
  publicUrl: string;
  clock: Clock;
}

export class UsersService extends Service<UsersServiceDeps> {
  private hashToken(token: string) {
    return hmac(this.deps.codePepper, `email:${token}`);
  }

  private async present(user: UserRow): Promise<User> {
    return {
      id: user.id,
      phone: user.phone,
      language: asLanguage(user.language),
      email: user.email,
      pendingEmail: user.pendingEmail,
      settings: readSettings(user.settings),
      pushDevices: await this.deps.repo.deviceCount(user.id),
      createdAt: user.createdAt.toISOString(),
    };
  }

  private async live(userId: string): Promise<UserRow> {
    const user = await this.deps.repo.user(userId);
    if (!user || user.status === 'deleted') throw notFound();
    return user;
  }

  async get(callerId: string, id: string): Promise<User> {
    if (id !== callerId) throw notFound();
    return this.present(await this.live(id));
  }

  /** The address waits as pendingEmail until the link sent to it is opened. */
  async setEmail(userId: string, email: string): Promise<User> {
    const user = await this.live(userId);
    if (user.email === email && user.emailConfirmedAt) return this.present(user);
    const now = this.deps.clock.now();
    const token = randomToken(32);
    const confirmation = await this.deps.repo.transaction(async (tx) => {
      // counted and stored under the owner's lock: a burst of changes sends no more links than the cap
      await this.deps.repo.lockConfirmations(tx, userId);
      const recent = await this.deps.repo.confirmationsSince(tx, userId, addSeconds(now, -HOUR_SECONDS));
      if (recent.count >= EMAILS_PER_USER_PER_HOUR && recent.oldest) {
        const retry = Math.ceil((recent.oldest.getTime() + HOUR_SECONDS * 1000 - now.getTime()) / 1000);
        throw tooManyRequests('EMAIL_RATE_LIMITED', Math.max(retry, 1));
      }
      await this.deps.repo.updateUser(userId, { pendingEmail: email }, tx);
      return this.deps.repo.insertConfirmation(tx, {
        userId,
        email,
        tokenHash: this.hashToken(token),
        createdAt: now,
        expiresAt: addSeconds(now, EMAIL_TOKEN_TTL_SECONDS),
      });
    });
    const link = `${this.deps.publicUrl}/confirm-email?userId=${userId}&token=${token}`;
    try {
      await this.deps.email.send(confirmationEmail(asLanguage(user.language), email, link));
    } catch (cause) {
      // Nothing was sent: the address goes back to what it was and the attempt does not count.
      await this.deps.repo.deleteConfirmation(confirmation.id);
      await this.deps.repo.updateUser(userId, { pendingEmail: user.pendingEmail });
      throw Object.assign(new AppError(502, 'EMAIL_FAILED'), { cause });
    }
    return this.present({ ...user, pendingEmail: email });
  }

  /** Single use: under the row lock, a second confirmation of the same token finds it used. */
  async confirmEmail(userId: string, token: string): Promise<{ email: string }> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.confirmationByHashForUpdate(tx, this.hashToken(token));
      if (!row || row.userId !== userId || row.usedAt) return 'invalid' as const;
      if (row.expiresAt <= now) return 'expired' as const;
      const user = await this.deps.repo.lockUser(tx, userId);
      // A newer address was asked for since this link was sent: this one is superseded.
      if (!user || user.status === 'deleted' || user.pendingEmail !== row.email) return 'invalid' as const;
      if (!(await this.deps.repo.useConfirmation(tx, row.id, now))) return 'invalid' as const;
      await this.deps.repo.updateUser(
        userId,
        { email: row.email, emailConfirmedAt: now, pendingEmail: null },
        tx,
      );
      return { email: row.email };
    });
    if (outcome === 'invalid') throw new AppError(400, 'EMAIL_TOKEN_INVALID');
    if (outcome === 'expired') throw new AppError(400, 'EMAIL_TOKEN_EXPIRED');
    return outcome;
  }

  async updateSettings(userId: string, patch: SettingsPatch): Promise<User> {
    const user = await this.live(userId);
    const settings = applySettingsPatch(readSettings(user.settings), patch);
    const language = patch.language ?? user.language;
    await this.deps.repo.updateUser(userId, { settings, language });
    return this.present({ ...user, settings, language });
  }

  pushConfig() {
    return { provider: this.deps.push.name, vapidPublicKey: this.deps.push.vapidPublicKey };
  }

  /**
   * Registers or replaces this device's subscription; past the limit the oldest device is dropped. The
   * server will call its endpoint: only https on a public host (security finding 4, blind SSRF).
   */
  async registerPushDevice(userId: string, deviceUuid: string, token: string): Promise<void> {
    const subscription = parsePushSubscription(token);
    if (!subscription || refusedPushEndpoint(subscription.endpoint)) {
      throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', { field: 'token' });
    }
    await this.live(userId);
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.upsertDevice(tx, userId, deviceUuid, token, now);
      await this.deps.repo.trimDevices(tx, userId, deviceUuid, PUSH_DEVICES_PER_USER);
    });
  }

  async forgetPushDevice(userId: string, deviceUuid: string): Promise<void> {
    await this.deps.repo.deleteDevice(userId, deviceUuid);
  }
}
