// Builds the providers the configuration asks for.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LedgerProvider } from './ledger/ledger-provider';
import { LocalLedger } from './local-db/ledger';
import { noCaptcha, type CaptchaProvider } from './captcha/captcha-provider';
import { Recaptcha } from './captcha/recaptcha';
import { ConsoleEmail } from './email/console-email';
import type { EmailProvider } from './email/email-provider';
import { SmtpEmail } from './email/smtp-email';
import type { Outbox } from './local-db/outbox';
import { ConsolePush } from './push/console-push';
import type { PushProvider, VapidKeys } from './push/push-provider';
import { WebPush } from './push/web-push';
import { ConsoleSms } from './sms/console-sms';
import type { SmsProvider } from './sms/sms-provider';
import { LocalStorage } from './storage/local-storage';
import { S3Storage } from './storage/s3-storage';
import type { StorageProvider } from './storage/storage-provider';
import { TwilioSms } from './sms/twilio-sms';
import type { Clock } from '../lib/clock';
import { LocalPayments } from './local-db/payments';
import type { PaymentProvider } from './payments/payment-provider';
import { StripePayments } from './payments/stripe-payments';

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  captcha: CaptchaProvider;
  storage: StorageProvider;
  ledger: LedgerProvider;
  push: PushProvider;
  payments: PaymentProvider;
}

/** The e-mail adapter the configuration asks for (the command line uses it too). */
export function emailProvider(
  config: Config,
  log: FastifyBaseLogger,
  outbox: Outbox | undefined,
): EmailProvider {
  return config.email.provider === 'smtp' && config.email.smtp
    ? new SmtpEmail(config.email.smtp, config.email.from)
    : new ConsoleEmail(log, outbox);
}

export function createProviders(
  config: Config,
  log: FastifyBaseLogger,
  outbox: Outbox | undefined,
  db: Db,
  vapid: VapidKeys,
  local: { webhookSecret: string; clock: Clock },
): Providers {
  const sms =
    config.sms.provider === 'twilio' && config.sms.twilio
      ? new TwilioSms(config.sms.twilio)
      : new ConsoleSms(log, outbox);
  const captcha =
    config.captcha.provider === 'recaptcha' && config.captcha.recaptchaSecret
      ? new Recaptcha(config.captcha.recaptchaSecret)
      : noCaptcha;
  const storage =
    config.storage.provider === 's3' ? new S3Storage(config.storage) : new LocalStorage(config.storage.root);
  const email = emailProvider(config, log, outbox);
  const push =
    config.push.provider === 'webpush'
      ? new WebPush({ vapid, subject: config.push.subject })
      : new ConsolePush(log, outbox, vapid.publicKey);
  const payments =
    config.payments.provider === 'stripe'
      ? new StripePayments(config.payments)
      : new LocalPayments(db, local.webhookSecret, local.clock);
  return { sms, email, captcha, storage, ledger: new LocalLedger(db), push, payments };
}
