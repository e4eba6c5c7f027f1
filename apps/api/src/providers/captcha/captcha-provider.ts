// The captcha provider interface, with the "none" adapter (the default: no captcha).
export interface CaptchaProvider {
  readonly name: string;
  /** true when the token proves a human (or when no captcha is configured). */
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

export const noCaptcha: CaptchaProvider = { name: 'none', verify: async () => true };
