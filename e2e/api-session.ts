// Accounts set up through the API for the e2e specs, as the app would do them: an SMS code read in the dev outbox,
// a sign-in (the legal texts accepted), a step-up code for a guarded action, and a page or a browser context already
// signed in with the tokens (and the page session) the sign-in gave.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { codeOf, outbox } from './support';

export type Auth = { authorization: string };

/** The smallest PDF a reader opens: one empty page (a document an heir gives a brand). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Waits until `to` has more messages than `after` matching `pattern`; answers the newest one's text. */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  after = 0,
  timeout = 120_000,
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const found = (await outbox(request, to)).filter((m) => pattern.test(m.text));
        text = found.length > after ? (found[0]?.text ?? '') : '';
        return text;
      },
      { timeout, intervals: [500, 1_000] },
    )
    .toMatch(pattern);
  return text;
}

export const countOf = async (request: APIRequestContext, to: string, pattern: RegExp) =>
  (await outbox(request, to)).filter((m) => pattern.test(m.text)).length;

/**
 * Sends a code to `phone` (`send` posts the ask) and answers it. The number's codes wait a few seconds between
 * them on the e2e server: asked again until it takes the ask.
 */
export async function codeFor(
  request: APIRequestContext,
  phone: string,
  send: () => ReturnType<APIRequestContext['post']>,
): Promise<string> {
  const before = await countOf(request, phone, /\d{6}/);
  await expect.poll(async () => (await send()).status(), { timeout: 30_000, intervals: [1_000] }).toBe(200);
  return codeOf(await nextMessage(request, phone, /\d{6}/, before, 15_000));
}

export interface ApiSession {
  headers: Auth;
  accessToken: string;
  refreshToken: string;
  /** the page session cookie's value set beside the tokens */
  pageSession: string | undefined;
}

/** Signs `phone` in through the API in `language` (a new number's legal texts accepted). */
export async function apiSignIn(
  request: APIRequestContext,
  phone: string,
  language: 'en' | 'fr' = 'en',
): Promise<ApiSession> {
  const code = await codeFor(request, phone, () =>
    request.post('/api/v1/auth/sms', { data: { phone, language } }),
  );
  const login = await request.post('/api/v2/auth/login', { data: { phone, code } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const legal = (await (await request.get('/api/legals/lastLegalsAccepted', { headers })).json()) as {
    termsAndConditions: { latestVersion: number };
    privacyPolicy: { latestVersion: number };
  };
  const accepted = await request.post('/api/legals/accept', {
    headers,
    data: {
      termsAndConditions: legal.termsAndConditions.latestVersion,
      privacyPolicy: legal.privacyPolicy.latestVersion,
    },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const pageSession = login
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('heirloom.session='))
    ?.value.split(';')[0]
    ?.slice('heirloom.session='.length);
  return { headers, ...tokens, pageSession };
}

/** A step-up for a guarded action (`body`: its action and details), confirmed with the code sent to `phone`. */
export async function stepUp(
  request: APIRequestContext,
  session: { headers: Auth },
  phone: string,
  body: Record<string, unknown>,
): Promise<void> {
  const pin = await codeFor(request, phone, () =>
    request.post('/api/transactions/requestCode', { headers: session.headers, data: body }),
  );
  const checked = await request.post('/api/authorizations/checkPin', {
    headers: session.headers,
    data: { pin },
  });
  expect(checked.ok(), await checked.text()).toBeTruthy();
}

/** The page signed in with `tokens` as the app keeps them, reading `lang` (from the sign-in screen). */
export async function openSignedIn(
  page: Page,
  tokens: { accessToken: string; refreshToken: string },
  lang: 'en' | 'fr',
): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ({ access, refresh, language }) => {
      localStorage.setItem('heirloom.accessToken', access);
      localStorage.setItem('heirloom.refreshToken', refresh);
      localStorage.setItem('heirloom.language', language);
    },
    { access: tokens.accessToken, refresh: tokens.refreshToken, language: lang },
  );
}

/** A phone-sized browser in `lang`, signed in with `session` as the app keeps a session. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  session: ApiSession,
  lang: 'en' | 'fr',
) {
  const { hostname, origin } = new URL(baseURL);
  return browser.newContext({
    baseURL,
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    storageState: {
      cookies: session.pageSession
        ? [
            {
              name: 'heirloom.session',
              value: session.pageSession,
              domain: hostname,
              path: '/',
              expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
              httpOnly: true,
              secure: false,
              sameSite: 'Lax',
            },
          ]
        : [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'heirloom.accessToken', value: session.accessToken },
            { name: 'heirloom.refreshToken', value: session.refreshToken },
          ],
        },
      ],
    },
  });
}
