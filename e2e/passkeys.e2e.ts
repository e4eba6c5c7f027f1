// Passkeys in Chromium with a virtual authenticator (CDP WebAuthn): the second demo owner signs in by SMS, takes
// the home's invitation to add a passkey, signs out, signs in with the passkey, sends an item confirming with the
// passkey (no SMS code), then removes it in Settings → Security. In English and in French, at 390×844.
// WebAuthn takes no IP address as relying party: these pages are on localhost (PASSKEY_RP_ID in the config).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  codeOf,
  CODE_RESEND_SECONDS,
  interactive,
  localhostContext,
  newFrenchMobile,
  passLegalGate,
  screenshot,
  virtualAuthenticator,
} from './support';

const OWNER_PHONE = '+33600000002';
const OWNER_NATIONAL = '600000002';

const copy = {
  en: {
    phone: 'Phone number',
    send: 'Receive a code',
    codeTitle: 'Enter the code',
    home: 'Your collection',
    invitation: 'Protect your items with a passkey',
    add: 'Add a passkey',
    ready: 'Your passkey is ready',
    settings: 'Settings and account',
    logout: 'Log out',
    passkeySignIn: 'Sign in with a passkey',
    security: 'Passkeys and recovery',
    securityTitle: 'Security',
    lastUsed: /last used on/,
    item: 'Pilote 38',
    recipient: 'Recipient’s phone number',
    continue: 'Continue',
    review: 'Check before sending',
    confirm: 'Confirm with your passkey',
    sent: 'Sent',
    remove: 'Remove',
    none: /You have no passkey yet/,
  },
  fr: {
    phone: 'Numéro de téléphone',
    send: 'Recevoir un code',
    codeTitle: 'Saisissez le code',
    home: 'Votre collection',
    invitation: 'Protégez vos objets avec une clé d’accès',
    add: 'Ajouter une clé d’accès',
    ready: 'Votre clé d’accès est prête',
    settings: 'Réglages et compte',
    logout: 'Se déconnecter',
    passkeySignIn: 'Se connecter avec une clé d’accès',
    security: 'Clés d’accès et récupération',
    securityTitle: 'Sécurité',
    lastUsed: /utilisée le/,
    item: 'Composition No. 9',
    recipient: 'Numéro de téléphone du destinataire',
    continue: 'Continuer',
    review: 'Vérifiez avant d’envoyer',
    confirm: 'Confirmer avec votre clé d’accès',
    sent: 'Envoyé',
    remove: 'Retirer',
    none: /Vous n’avez pas encore de clé d’accès/,
  },
} as const;

/** The owner's sign-in codes so far: a new one is the one after them (the resend delay apart). */
async function signInCodes(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(OWNER_PHONE)}`);
  const messages = (await res.json()) as { text: string; channel: string }[];
  return messages.filter((m) => m.channel === 'sms' && /\d{6}/.test(m.text)).map((m) => m.text);
}

let lastCodeAt = 0;

async function signInBySms(page: Page, request: APIRequestContext, lang: 'en' | 'fr') {
  const text = copy[lang];
  // one code per resend delay for a number: the French run waits for the English run's delay to pass
  const wait = lastCodeAt + CODE_RESEND_SECONDS * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const before = (await signInCodes(request)).length;
  await page.goto('/login');
  // the server-rendered sign-in answers taps once hydrated: a tap before would submit the plain form and reload it
  await interactive(page);
  await page.getByLabel(text.phone, { exact: true }).fill(OWNER_NATIONAL);
  // the server-rendered sign-in takes taps once its scripts have run: a tap before that is tapped again
  const send = page.getByRole('button', { name: text.send });
  await expect(async () => {
    if (await send.isVisible()) await send.click({ timeout: 1_000 });
    await expect(page.getByRole('heading', { level: 1, name: text.codeTitle })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  lastCodeAt = Date.now();
  let sms = '';
  await expect
    .poll(async () => {
      const codes = await signInCodes(request);
      sms = codes.length > before ? codes[0]! : '';
      return sms;
    })
    .not.toBe('');
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(codeOf(sms));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname.startsWith('/legal')) await passLegalGate(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
}

/** The id of the owner's item of that name, read with the page's own session. */
async function itemId(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('heirloom.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const page1 = async (path: string) =>
    (
      (await (await request.post(`/api/v1/products/${path}`, { headers, data: {} })).json()) as {
        items: { id: string; name?: string }[];
      }
    ).items;
  for (const collection of await page1('collections/50/0')) {
    const found = (await page1(`${collection.id}/50/0`)).find((item) => item.name === name);
    if (found) return found.id;
  }
  throw new Error(`the owner holds no ${name}`);
}

/** Log out from the settings; the sign-in screen follows (unless its autofill signs the owner in at once). */
async function signOut(page: Page, lang: 'en' | 'fr', waitForLogin = true) {
  await page.goto('/settings');
  await page.getByRole('button', { name: copy[lang].logout }).click();
  if (waitForLogin) await expect(page).toHaveURL(/\/login$/);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`passkeys (${lang})`, () => {
    const text = copy[lang];

    test('sign in by SMS, add a passkey, sign in with it, send an item with it, remove it', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const context = await localhostContext(browser, lang, { width: 390, height: 844 });
      // Chromium's virtual authenticator answers the phone field's autofill (conditional mediation) by itself:
      // with 'e2e:autofill' off in the tab's session storage, the page sees no autofill and the button is the way
      await context.addInitScript(() => {
        const available = PublicKeyCredential.isConditionalMediationAvailable?.bind(PublicKeyCredential);
        PublicKeyCredential.isConditionalMediationAvailable = async () =>
          sessionStorage.getItem('e2e:autofill') !== 'off' && available !== undefined && (await available());
      });
      const page = await context.newPage();
      const authCalls: string[] = [];
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (path.startsWith('/api/v1/auth/') || path.startsWith('/api/v2/auth/')) authCalls.push(path);
      });
      const cdp = await context.newCDPSession(page);
      const authenticatorId = await virtualAuthenticator(cdp);
      try {
        // the first sign-in by SMS; the home invites the owner to add a passkey
        await signInBySms(page, request, lang);
        const invitation = page.getByRole('region', { name: text.invitation });
        await expect(invitation).toBeVisible();
        await invitation.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-passkeys-0-passkey-invitation`);
        await invitation.getByRole('button', { name: text.add }).click();
        await expect(page.getByRole('heading', { name: text.ready })).toBeVisible();
        await screenshot(page, `${lang}-passkeys-1-passkey-added`);
        const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
        expect(credentials).toHaveLength(1);
        expect(credentials[0]?.isResidentCredential).toBe(true);

        // signed out, the owner comes back with the passkey: no phone number, no code
        await page.evaluate(() => sessionStorage.setItem('e2e:autofill', 'off'));
        await signOut(page, lang);
        const passkeyButton = page.getByRole('button', { name: text.passkeySignIn });
        await expect(passkeyButton).toBeVisible();
        await screenshot(page, `${lang}-passkeys-2-sign-in-with-passkey`);
        authCalls.length = 0;
        await passkeyButton.click();
        await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
        expect(authCalls).toEqual(['/api/v1/auth/passkey/options', '/api/v1/auth/passkey/login']);

        // Settings → Security lists it, used just now
        await page.getByRole('link', { name: text.settings }).click();
        await page.getByRole('link', { name: new RegExp(text.security) }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.securityTitle })).toBeVisible();
        await expect(page.getByText(text.lastUsed)).toBeVisible();
        await screenshot(page, `${lang}-passkeys-3-security`);

        // a send is confirmed with the passkey: no SMS code is asked for
        const recipient = newFrenchMobile();
        await page.goto(`/items/${await itemId(page, request, text.item)}/send`);
        await page.getByLabel(text.recipient, { exact: true }).fill(recipient.national);
        await page.getByRole('button', { name: text.continue }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.review })).toBeVisible();
        const confirm = page.getByRole('button', { name: text.confirm });
        await confirm.scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-passkeys-4-send-with-passkey`);
        await confirm.click();
        await expect(page.getByRole('heading', { level: 1, name: text.sent })).toBeVisible();
        await screenshot(page, `${lang}-passkeys-5-sent-with-passkey`);

        // signed out again, the phone field's autofill offers the passkey: picked, the owner is in
        await page.evaluate(() => sessionStorage.removeItem('e2e:autofill'));
        authCalls.length = 0;
        await signOut(page, lang, false);
        await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
        expect(authCalls).not.toContain('/api/v1/auth/sms');
        expect(authCalls).toContain('/api/v1/auth/passkey/login');

        // removing the passkey is confirmed with it too; the owner is back to SMS codes
        await page.goto('/settings/security');
        await page.getByRole('button', { name: text.remove }).click();
        await expect(page.getByText(text.none)).toBeVisible();
        await screenshot(page, `${lang}-passkeys-6-passkey-removed`);
      } finally {
        await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
        await context.close();
      }
    });
  });
}
