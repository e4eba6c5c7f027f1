// Signs the demo owner in once through the API (one SMS for the whole run: the resend delay and the daily
// cap apply to tests too), accepts the legal texts for them, and saves the session as Playwright
// storage state.
import fs from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';

// one file per half of the suite (e2e/parts.ts): each half signs in on its own server
export const OWNER_STATE = path.join(
  import.meta.dirname,
  '.auth',
  `demo-owner${process.env.E2E_PART ? `-${process.env.E2E_PART}` : ''}.json`,
);

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('no baseURL');
  const api = await request.newContext({ baseURL });
  const phone = '+33600000001';
  const sent = await api.post('/api/v1/auth/sms', { data: { phone, language: 'en' } });
  if (!sent.ok()) throw new Error(`SMS request failed: ${await sent.text()}`);
  const outbox = (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    text: string;
  }[];
  const code = /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
  const login = await api.post('/api/v2/auth/login', { data: { phone, code } });
  if (!login.ok()) throw new Error(`login failed: ${await login.text()}`);
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
  // the page session the sign-in set beside the tokens (decision 042): a returning owner's browser has both
  const pageSession = login
    .headersArray()
    .find(
      (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('heirloom.session='),
    )
    ?.value.split(';')[0]
    ?.slice('heirloom.session='.length);
  if (!pageSession) throw new Error('the sign-in set no page session');
  // the demo owner has accepted the latest legal texts (the gate itself is tested with new users)
  const auth = { authorization: `Bearer ${tokens.accessToken}` };
  const legal = (await (await api.get('/api/legals/lastLegalsAccepted', { headers: auth })).json()) as {
    termsAndConditions: { latestVersion: number };
    privacyPolicy: { latestVersion: number };
  };
  const accepted = await api.post('/api/legals/accept', {
    headers: auth,
    data: {
      termsAndConditions: legal.termsAndConditions.latestVersion,
      privacyPolicy: legal.privacyPolicy.latestVersion,
    },
  });
  if (!accepted.ok()) throw new Error(`legal acceptance failed: ${await accepted.text()}`);
  // the server mints every demo item on the local chain when it starts: the tests begin once all are tokens
  const collections = (await (
    await api.post('/api/v1/products/collections/50/0', { headers: auth, data: {} })
  ).json()) as { items: { id: string }[] };
  const minting = async () => {
    let count = 0;
    for (const { id } of collections.items) {
      const res = await api.post(`/api/v1/products/${id}/50/0`, {
        headers: auth,
        data: { filters: { status: 'minting' } },
      });
      if (!res.ok()) throw new Error(`listing the items being minted failed: ${await res.text()}`);
      count += ((await res.json()) as { total: number }).total;
    }
    return count;
  };
  const deadline = Date.now() + 60_000;
  for (let left = await minting(); left > 0; left = await minting()) {
    if (Date.now() > deadline)
      throw new Error(`${left} demo items still not minted on the local chain after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fs.mkdirSync(path.dirname(OWNER_STATE), { recursive: true });
  fs.writeFileSync(
    OWNER_STATE,
    JSON.stringify({
      cookies: [
        {
          name: 'heirloom.session',
          value: pageSession,
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'heirloom.accessToken', value: tokens.accessToken },
            { name: 'heirloom.refreshToken', value: tokens.refreshToken },
          ],
        },
      ],
    }),
  );
  await api.dispose();
}
