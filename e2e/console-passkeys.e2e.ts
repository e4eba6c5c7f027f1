// Console passkeys in Chromium with a virtual authenticator (CDP WebAuthn), at 1280×800, in English and French
// (issue 18): a new admin of Atelier Nuit joins from the invitation, takes the overview's invitation to add a passkey,
// signs out and signs in with the passkey alone (no e-mail); later, signed in by the e-mailed link, the console asks
// for the passkey before it opens anything. WebAuthn takes no IP address as relying party: these pages are on
// localhost (PASSKEY_RP_ID in the config).
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectNoAxeViolations,
  localhostContext,
  mailedLink,
  outbox,
  screenshot,
  virtualAuthenticator,
} from './support';

const copy = {
  en: {
    overview: 'Overview',
    nudge: 'Sign in with a passkey',
    add: 'Add a passkey',
    yours: 'Your passkeys',
    ready: /is ready: next time, sign in with it/,
    lastUsed: 'Last used',
    never: 'Not yet',
    signOut: 'Sign out',
    signInTitle: 'Sign in to the console',
    passkeySignIn: 'Sign in with a passkey',
    email: 'Work e-mail address',
    send: 'E-mail me a sign-in link',
    sent: /a sign-in link is on its way/,
    confirmTitle: 'Confirm it is you',
    confirm: 'Use my passkey',
  },
  fr: {
    overview: 'Vue d’ensemble',
    nudge: 'Se connecter avec une clé d’accès',
    add: 'Ajouter une clé d’accès',
    yours: 'Vos clés d’accès',
    ready: /est prête : la prochaine fois, connectez-vous avec elle/,
    lastUsed: 'Dernière utilisation',
    never: 'Pas encore',
    signOut: 'Se déconnecter',
    signInTitle: 'Connexion à la console',
    passkeySignIn: 'Se connecter avec une clé d’accès',
    email: 'Adresse e-mail professionnelle',
    send: 'M’envoyer un lien de connexion',
    sent: /un lien de connexion est en route/,
    confirmTitle: 'Confirmez que c’est vous',
    confirm: 'Utiliser ma clé d’accès',
  },
} as const;

/** Atelier Nuit's demo admin invites `email` as an admin, through the console's API; answers the join link. */
async function invitedAdmin(request: APIRequestContext, email: string): Promise<string> {
  const demoAdmin = 'admin@atelier-nuit.example';
  const before = (await outbox(request, demoAdmin)).length;
  await request.post('/api/console/auth/link', { data: { email: demoAdmin } });
  const token = new URLSearchParams(
    (await mailedLink(request, demoAdmin, 'sign-in', before)).split('?')[1],
  ).get('token');
  const session = (await (await request.post('/api/console/auth/sign-in', { data: { token } })).json()) as {
    token: string;
    staff: { brands: { id: string; slug: string }[] };
  };
  const brand = session.staff.brands.find((b) => b.slug === 'atelier-nuit')!;
  const invited = await request.post(`/api/console/brands/${brand.id}/invitations`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { email, roles: ['admin'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return mailedLink(request, email, 'join');
}

for (const lang of ['en', 'fr'] as const) {
  const text = copy[lang];

  test(`console passkeys (${lang}): add one, sign in with it alone, and a link's session waits for it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await localhostContext(browser, lang, { width: 1280, height: 800 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const authenticatorId = await virtualAuthenticator(cdp);
    const email = `keeper.${lang}${Date.now().toString(36)}@atelier-nuit.example`;
    try {
      // joins from the invitation; the overview invites them to add a passkey
      await page.goto(await invitedAdmin(request, email));
      await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      const nudge = page.getByRole('region', { name: text.nudge });
      await expect(nudge).toBeVisible();
      await screenshot(page, `${lang}-console-passkeys-1-invitation`);
      await nudge.getByRole('link', { name: text.add }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.yours })).toBeVisible();
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByText(text.ready)).toBeVisible();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]?.isResidentCredential).toBe(true);
      await expect(page.getByRole('table')).toContainText(text.lastUsed);
      await screenshot(page, `${lang}-console-passkeys-2-added`);
      await expectNoAxeViolations(page);
      // the person is told by e-mail
      await expect.poll(async () => (await outbox(request, email))[0]?.text ?? '').toMatch(/Heirloom/);

      // signed out, they come back with the passkey: no address, no e-mail
      await page.getByRole('button', { name: text.signOut }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
      const mailsBefore = (await outbox(request, email)).length;
      await screenshot(page, `${lang}-console-passkeys-3-sign-in`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.passkeySignIn }).click();
      // back where they were, the passkey used just now
      await expect(page.getByRole('heading', { level: 1, name: text.yours })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).not.toContainText(text.never);
      expect(await outbox(request, email)).toHaveLength(mailsBefore);
      await page.getByRole('navigation').getByRole('link', { name: text.overview }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      await expect(page.getByRole('region', { name: text.nudge })).toHaveCount(0);

      // the e-mailed link alone no longer opens the console: it asks for the passkey first
      await page.getByRole('button', { name: text.signOut }).click();
      await page.getByLabel(text.email).fill(email);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.sent)).toBeVisible();
      await page.goto(await mailedLink(request, email, 'sign-in', mailsBefore));
      await expect(page.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await screenshot(page, `${lang}-console-passkeys-4-confirm`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
