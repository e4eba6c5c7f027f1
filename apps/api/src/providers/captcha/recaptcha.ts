// reCAPTCHA adapter: verifies the client's token with Google's siteverify endpoint.
import type { CaptchaProvider } from './captcha-provider';

export class Recaptcha implements CaptchaProvider {
  readonly name = 'recaptcha';
  constructor(
    private readonly secret: string,
    private readonly doFetch: typeof fetch = fetch,
    private readonly minScore = 0.5,
  ) {}

  async verify(token: string | undefined, ip: string): Promise<boolean> {
    if (!token) return false;
    try {
      const response = await this.doFetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.secret, response: token, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: boolean; score?: number };
      return result.success === true && (result.score === undefined || result.score >= this.minScore);
    } catch {
      return false;
    }
  }
}
