// SMS codes (docs/product.md "Sign-in", "Step-up verification"): issued within the resend delay and the phone's and the IP's
// caps, sent, then checked with an attempt limit and an expiry; and the sign-in link each sign-in SMS carries.
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  LOGIN_CODE_LENGTH,
  type CodeSent,
  type Language,
} from '@heirloom/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmac, randomDigits, randomToken, safeEqual } from '../../lib/crypto';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { assertSmsPhone } from '../../lib/phone';
import type { Providers } from '../../providers';
import type { Secrets } from '../../secrets';
import type { AuthRepository, CodeRow, NewCode } from './auth.repository';
import { loginSms } from './sms-texts';

const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;

/** What a code proves: signing in, a step-up grant, or the phone of a guest purchase. */
export type CodePurpose = 'login' | 'step_up' | 'guest_purchase';

/** A code to issue: its row's fields but those made here, with its purpose and the asking IP. */
export type CodeRequest = Omit<NewCode, 'codeHash' | 'createdAt' | 'expiresAt'> & {
  purpose: CodePurpose;
  ip: string;
};

type CheckOutcome = { ok: true; code: CodeRow } | { ok: false; error: AppError };

export interface CodesServiceDeps {
  repo: AuthRepository;
  providers: Pick<Providers, 'sms' | 'captcha'>;
  secrets: Pick<Secrets, 'codePepper'>;
  config: Pick<Config, 'limits' | 'publicUrl'>;
  clock: Clock;
}

export class CodesService {
  constructor(private readonly deps: CodesServiceDeps) {}

  private hashCode(code: string) {
    return hmac(this.deps.secrets.codePepper, `code:${code}`);
  }

  private hashLinkToken(token: string) {
    return hmac(this.deps.secrets.codePepper, `link:${token}`);
  }

  private codeSent(): CodeSent {
    return {
      codeLength: LOGIN_CODE_LENGTH,
      expiresInSeconds: CODE_TTL_SECONDS,
      resendAfterSeconds: this.deps.config.limits.codeResendSeconds,
    };
  }

  /** The same captcha for every code a stranger may ask for: otherwise one route would be the way round it. */
  private async assertCaptcha(token: string | undefined, ip: string): Promise<void> {
    if (!(await this.deps.providers.captcha.verify(token, ip))) throw new AppError(400, 'CAPTCHA_FAILED');
  }

  /**
   * The resend delay (per purpose: signing in, then confirming a transfer, needs no wait), the phone's daily cap
   * and the IP's hourly cap, read in the transaction that holds the phone's and the IP's locks.
   */
  private async enforceSendLimits(
    tx: DbOrTx,
    phone: string,
    purpose: CodePurpose,
    ip: string,
    now: Date,
  ): Promise<void> {
    const latest = await this.deps.repo.latestCodeFor(tx, phone, purpose);
    if (latest) {
      const elapsed = (now.getTime() - latest.createdAt.getTime()) / 1000;
      const resendAfter = this.deps.config.limits.codeResendSeconds;
      if (elapsed < resendAfter) {
        throw tooManyRequests('RESEND_TOO_SOON', Math.ceil(resendAfter - elapsed));
      }
    }
    const today = await this.deps.repo.codesSince(tx, phone, addSeconds(now, -DAY_SECONDS));
    if (today.count >= this.deps.config.limits.codesPerPhonePerDay && today.oldest) {
      const retry = Math.ceil((today.oldest.getTime() + DAY_SECONDS * 1000 - now.getTime()) / 1000);
      throw tooManyRequests('DAILY_CODE_LIMIT', Math.max(retry, 1));
    }
    const fromIp = await this.deps.repo.codesFromIpSince(tx, ip, addSeconds(now, -HOUR_SECONDS));
    if (fromIp.count >= this.deps.config.limits.smsPerIpPerHour && fromIp.oldest) {
      const retry = Math.ceil((fromIp.oldest.getTime() + HOUR_SECONDS * 1000 - now.getTime()) / 1000);
      throw tooManyRequests('TOO_MANY_REQUESTS', Math.max(retry, 1));
    }
  }

  /**
   * Stores a new code within the limits, then sends it. The limits are read and the code they allow is stored
   * under the phone's and the IP's locks, so a burst (on one instance or several) sends one code, not one per
   * request; the SMS goes once the code is committed, outside the locks.
   */
  async issue(fields: CodeRequest, text: (code: string) => string): Promise<CodeSent> {
    const code = randomDigits(LOGIN_CODE_LENGTH);
    const row = await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockSendLimits(tx, fields.phone, fields.ip);
      const now = this.deps.clock.now();
      await this.enforceSendLimits(tx, fields.phone, fields.purpose, fields.ip, now);
      return this.deps.repo.insertCode(tx, {
        ...fields,
        codeHash: this.hashCode(code),
        createdAt: now,
        expiresAt: addSeconds(now, CODE_TTL_SECONDS),
      });
    });
    await this.deliver(row, text(code));
    return this.codeSent();
  }

  /**
   * Sends a stored code; only once it has gone does it replace the older ones. A code nobody received is
   * deleted: it must neither delay the next try nor count toward the daily and per-IP caps, and the
   * previous code, if any, keeps working.
   */
  private async deliver(code: CodeRow, text: string): Promise<void> {
    try {
      await this.deps.providers.sms.send({ to: code.phone, text });
    } catch (cause) {
      await this.deps.repo.deleteCode(code.id);
      throw Object.assign(new AppError(502, 'SMS_FAILED'), { cause });
    }
    await this.deps.repo.retireOlderCodes(code, this.deps.clock.now());
  }

  /** The sign-in SMS: a code, and a link that signs in on the device that opens it. */
  async sendLoginCode(input: {
    phone: string;
    language: Language;
    ip: string;
    recaptchaToken?: string;
  }): Promise<CodeSent> {
    assertSmsPhone(input.phone, 'phone');
    await this.assertCaptcha(input.recaptchaToken, input.ip);
    const linkToken = randomToken(32);
    const link = `${this.deps.config.publicUrl}/login?token=${linkToken}`;
    return this.issue(
      {
        phone: input.phone,
        purpose: 'login',
        language: input.language,
        linkTokenHash: this.hashLinkToken(linkToken),
        ip: input.ip,
      },
      (code) => loginSms(input.language, code, link, this.deps.config.publicUrl),
    );
  }

  /** A code for a flow other than signing in (a guest purchase): the same limits and storage, its own purpose. */
  async sendFlowCode(input: {
    phone: string;
    purpose: Exclude<CodePurpose, 'login' | 'step_up'>;
    language: Language;
    ip: string;
    email?: string | null;
    recaptchaToken?: string;
    text: (code: string) => string;
  }): Promise<CodeSent> {
    assertSmsPhone(input.phone, 'phone');
    await this.assertCaptcha(input.recaptchaToken, input.ip);
    return this.issue(
      {
        phone: input.phone,
        purpose: input.purpose,
        language: input.language,
        email: input.email || null,
        ip: input.ip,
      },
      input.text,
    );
  }

  /**
   * Checks a code against the newest open one (for step-up, of the session that asked for it); wrong
   * attempts are saved even though the call fails. The consumed code on success.
   */
  async check(phone: string, purpose: CodePurpose, given: string, sessionId?: string): Promise<CodeRow> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo.transaction(async (tx): Promise<CheckOutcome> => {
      const open = await this.deps.repo.openCodeForUpdate(tx, phone, purpose, sessionId);
      if (!open) return { ok: false, error: unauthorized('NO_ACTIVE_CODE') };
      if (open.expiresAt <= now) return { ok: false, error: unauthorized('CODE_EXPIRED') };
      if (!safeEqual(open.codeHash, this.hashCode(given))) {
        const attempts = open.attempts + 1;
        const locked = attempts >= CODE_MAX_ATTEMPTS;
        await this.deps.repo.recordWrongAttempt(tx, open.id, attempts, locked ? now : null);
        return {
          ok: false,
          error: locked
            ? unauthorized('CODE_LOCKED')
            : new AppError(401, 'CODE_INVALID', { remaining: CODE_MAX_ATTEMPTS - attempts }),
        };
      }
      if (!(await this.deps.repo.consumeCode(tx, open.id, now)))
        return { ok: false, error: unauthorized('NO_ACTIVE_CODE') };
      return { ok: true, code: open };
    });
    // thrown once the transaction is committed: the wrong attempt stays counted
    if (!outcome.ok) throw outcome.error;
    return outcome.code;
  }

  /** The sign-in link's code, used up: one link, one sign-in, before the code expires. */
  async consumeLinkToken(token: string): Promise<CodeRow> {
    const now = this.deps.clock.now();
    const hash = this.hashLinkToken(token);
    const outcome = await this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.codeByLinkTokenForUpdate(tx, hash);
      if (!row || row.purpose !== 'login' || row.consumedAt || row.invalidatedAt) return 'invalid' as const;
      if (row.expiresAt <= now) return 'expired' as const;
      return (await this.deps.repo.consumeCode(tx, row.id, now)) ? row : ('invalid' as const);
    });
    if (outcome === 'invalid') throw unauthorized('LINK_INVALID');
    if (outcome === 'expired') throw unauthorized('CODE_EXPIRED');
    return outcome;
  }
}
