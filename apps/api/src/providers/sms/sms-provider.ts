// The SMS provider interface: every text message leaves the system through one of its adapters.
export interface SmsMessage {
  /** E.164 phone number */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}
