// SMTP adapter (opt-in with EMAIL_PROVIDER=smtp): sends through any SMTP server with nodemailer.
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpOptions } from '../../config';
import type { EmailMessage, EmailProvider } from './email-provider';

export class EmailDeliveryError extends Error {}

/** The Message-ID of every try of one message: its idempotency key at the sender's domain. */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'heirloom.invalid';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '-')}@${domain}>`;
}

export class SmtpEmail implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    options: SmtpOptions,
    private readonly from: string,
  ) {
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
    this.transport =
      'url' in options
        ? nodemailer.createTransport({ url: options.url, ...timeouts })
        : nodemailer.createTransport({
            host: options.host,
            port: options.port,
            secure: options.secure,
            ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
            ...timeouts,
          });
  }

  async send({ to, subject, text, html, idempotencyKey }: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(idempotencyKey ? { messageId: messageIdOf(idempotencyKey, this.from) } : {}),
      });
    } catch (cause) {
      throw new EmailDeliveryError(`SMTP delivery failed: ${(cause as Error).message}`, { cause });
    }
  }

  close(): void {
    this.transport.close();
  }
}
