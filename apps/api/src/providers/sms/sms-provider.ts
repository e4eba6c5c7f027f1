// The SMS provider interface: every text message leaves the system through one of its adapters.
export interface SmsMessage {
  /** E.164 phone number */
  to: string;
  text: string;
  /**
   * The same for every try of one message (a queued notice's job id): an adapter whose provider takes an
   * idempotency key hands it on. Twilio's Messages API takes none, so a retry after a lost answer may send twice.
   */
  idempotencyKey?: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}
