// One autocannon run and what the benchmark keeps of it.
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export type LoadOptions = autocannon.Options;

export async function load(name: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ timeout: 10, ...options });
  return {
    name,
    requests: result.requests.total,
    seconds: result.duration,
    // total over the run's own duration: right for runs bounded by an amount too
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The demo owner signed in through the API itself (the dev outbox gives the code). */
export async function signIn(base: string, phone: string): Promise<{ accessToken: string }> {
  const json = { 'content-type': 'application/json' };
  const sent = await fetch(`${base}/api/v1/auth/sms`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone, language: 'en' }),
  });
  if (!sent.ok) throw new Error(`SMS request failed: ${sent.status} ${await sent.text()}`);
  const code = await codeFor(base, phone);
  const login = await fetch(`${base}/api/v2/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone, code }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return (await login.json()) as { accessToken: string };
}

/** The last sign-in code sent to `phone`, from the dev outbox. */
export async function codeFor(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  const entries = (await res.json()) as { text: string }[];
  const code = /(\d{6})/.exec(entries[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}
