// Twilio adapter: sends through Twilio's REST API (opt-in with SMS_PROVIDER=twilio).
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export class TwilioSms implements SmsProvider {
  readonly name = 'twilio';
  constructor(private readonly options: TwilioOptions) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    const base = this.options.baseUrl ?? 'https://api.twilio.com';
    const response = await doFetch(
      `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }).toString(),
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new SmsDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 200)}`);
    }
  }
}
