// The e-mail provider interface: every e-mail leaves the system through one of its adapters.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The same for every try of one message (a queued notice's job id): the SMTP adapter makes it the
   * Message-ID, by which mail systems recognise a message delivered twice.
   */
  idempotencyKey?: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
