// Brand messages, e-mail, language and account deletion at 390×844, in English and in French:
// - the demo owner reads an item's messages and the unread badges drop (collection card, item card);
// - a new owner sets an e-mail address and confirms it from the link in the dev outbox, switches the
//   language and the whole UI follows, then deletes the account with the SMS step-up.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-session';
import { OWNER_STATE } from './global-setup';
import { codeOf, newFrenchMobile, screenshot } from './support';

const copy = {
  en: {
    collection: /Heritage Chronographs/,
    item: 'Chronographe 1931',
    messageTitle: 'Your Chronographe 1931 is due for a service',
    messageBody: /last serviced more than four years ago/,
    view: 'View',
    messagesTab: /^Messages/,
    settingsLink: 'Settings and account',
    settingsTitle: 'Settings',
    emailLabel: 'E-mail address',
    emailSubmit: 'Send the confirmation link',
    pending: /Waiting for confirmation/,
    confirmed: 'Your e-mail address is confirmed',
    toSettings: 'Go to my settings',
    confirmedLabel: 'Confirmed address',
    language: /^Language/,
    otherLanguage: 'Français',
    otherSettingsTitle: 'Réglages',
    otherHome: 'Votre collection',
    otherSettingsLink: 'Réglages et compte',
    deleteOpen: 'Supprimer mon compte…',
    deleteStart: 'Recevoir un code de confirmation',
    deleted: 'Votre compte a été supprimé',
    codeLabel: 'Code de confirmation',
  },
  fr: {
    collection: /Voyage Leather/,
    item: 'Cabas Riviera',
    messageTitle: 'Un nécessaire d’entretien pour votre Cabas Riviera',
    messageBody: /nécessaire d’entretien du cuir/,
    view: 'Voir',
    messagesTab: /^Messages/,
    settingsLink: 'Réglages et compte',
    settingsTitle: 'Réglages',
    emailLabel: 'Adresse e-mail',
    emailSubmit: 'Envoyer le lien de confirmation',
    pending: /En attente de confirmation/,
    confirmed: 'Votre adresse e-mail est confirmée',
    toSettings: 'Aller à mes réglages',
    confirmedLabel: 'Adresse confirmée',
    language: /^Langue/,
    otherLanguage: 'English',
    otherSettingsTitle: 'Settings',
    otherHome: 'Your collection',
    otherSettingsLink: 'Settings and account',
    deleteOpen: 'Delete my account…',
    deleteStart: 'Receive a confirmation code',
    deleted: 'Your account was deleted',
    codeLabel: 'Confirmation code',
  },
} as const;

/** The unread count a badge shows inside `scope`, 0 when there is no badge. */
async function unseenIn(scope: Locator): Promise<number> {
  const badge = scope.locator('[data-unseen]');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().getAttribute('data-unseen'));
}

interface OutboxMessage {
  text: string;
  channel: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as OutboxMessage[];
}

/** A new owner, signed in through the API with the legal texts accepted, its session in the page. */
async function newOwner(page: Page, request: APIRequestContext, lang: 'en' | 'fr') {
  const phone = newFrenchMobile();
  const tokens = await apiSignIn(request, phone.e164, lang);
  await openSignedIn(page, tokens, lang);
  return { phone, tokens };
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`messages and account (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const text = copy[lang];

    test.describe('demo owner', () => {
      test.use({ storageState: OWNER_STATE });

      test('reads an item’s messages and the unread badges drop', async ({ page }) => {
        await page.goto('/');
        const collectionLink = page.getByRole('link', { name: text.collection });
        await expect(collectionLink.locator('[data-unseen]')).toBeVisible();
        const onHomeBefore = await unseenIn(collectionLink);
        await screenshot(page, `${lang}-50-home-badges`);

        await collectionLink.click();
        const card = page.getByRole('article').filter({ hasText: text.item });
        await expect(card.locator('[data-unseen]')).toBeVisible();
        const onCard = await unseenIn(card);
        expect(onCard).toBeGreaterThan(0);
        await screenshot(page, `${lang}-51-collection-badges`);

        await card
          .getByRole('button', { name: text.view })
          .or(card.getByRole('link', { name: text.view }))
          .click();
        await expect(page).toHaveURL(/\/items\/[^/]+$/);
        await page.getByRole('tab', { name: text.messagesTab }).click();
        const message = page.getByRole('link', { name: new RegExp(text.messageTitle) });
        await expect(message).toBeVisible();
        await screenshot(page, `${lang}-52-item-messages`);

        await message.click();
        await expect(page).toHaveURL(/\/messages\/[^/]+$/);
        await expect(page.getByText(text.messageBody)).toBeVisible();
        await screenshot(page, `${lang}-53-message`);

        // read: the item card has no badge any more, and the collection's count dropped by as much
        await page.goto('/');
        await expect
          .poll(() => unseenIn(page.getByRole('link', { name: text.collection })))
          .toBe(onHomeBefore - onCard);
        await page.getByRole('link', { name: text.collection }).click();
        const readCard = page.getByRole('article').filter({ hasText: text.item });
        await expect(readCard).toBeVisible();
        await expect(readCard.locator('[data-unseen]')).toHaveCount(0);
      });
    });

    test('a new owner confirms an e-mail, switches language, then deletes the account', async ({
      page,
      request,
    }) => {
      const { phone, tokens } = await newOwner(page, request, lang);
      const email = `owner-${lang}-${Date.now()}@example.com`;

      await page.goto('/');
      await page.getByRole('link', { name: text.settingsLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.settingsTitle })).toBeVisible();
      await screenshot(page, `${lang}-60-settings`);

      // e-mail: pending until the link from the outbox is opened
      await page.getByLabel(text.emailLabel).fill(email);
      await page.getByRole('button', { name: text.emailSubmit }).click();
      await expect(page.getByText(text.pending)).toBeVisible();
      await screenshot(page, `${lang}-61-email-pending`);
      let link = '';
      await expect
        .poll(async () => {
          const mail = (await outbox(request, email)).find((m) => m.channel === 'email');
          link = /(https?:\/\/\S+\/confirm-email\?\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
          return link;
        })
        .not.toBe('');
      const confirmUrl = new URL(link);
      await page.goto(confirmUrl.pathname + confirmUrl.search);
      await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible();
      await screenshot(page, `${lang}-62-email-confirmed`);
      await page.getByRole('link', { name: text.toSettings }).click();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.getByText(text.confirmedLabel)).toBeVisible();

      // language: the whole UI follows at once, and the account keeps it
      await page.getByRole('button', { name: text.language }).first().click();
      await page.getByRole('option', { name: text.otherLanguage }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.otherSettingsTitle })).toBeVisible();
      await screenshot(page, `${lang}-63-settings-switched`);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: text.otherHome })).toBeVisible();
      const me = await request.get(`/api/users/${JSON.parse(atob(tokens.accessToken.split('.')[1]!)).sub}`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(((await me.json()) as { language: string }).language).toBe(lang === 'en' ? 'fr' : 'en');

      // deletion, with the SMS step-up
      await page.getByRole('link', { name: text.otherSettingsLink }).click();
      await page
        .getByRole('link', { name: text.deleteOpen })
        .or(page.getByRole('button', { name: text.deleteOpen }))
        .click();
      await screenshot(page, `${lang}-64-delete-warning`);
      const smsBefore = (await outbox(request, phone.e164)).filter((m) => m.channel === 'sms').length;
      await page.getByRole('button', { name: text.deleteStart }).click();
      let stepUpCode = '';
      await expect
        .poll(async () => {
          const sms = (await outbox(request, phone.e164)).filter((m) => m.channel === 'sms');
          stepUpCode = sms.length > smsBefore ? codeOf(sms[0]?.text ?? '') : '';
          return stepUpCode;
        })
        .not.toBe('');
      // the SMS can be in the outbox before the screen has moved to the code step: wait for its boxes
      const codeBoxes = page.getByRole('group', { name: text.codeLabel });
      await expect(codeBoxes).toBeVisible();
      await codeBoxes.getByRole('textbox').first().click();
      await page.keyboard.type(stepUpCode);
      await expect(page.getByRole('heading', { level: 1, name: text.deleted })).toBeVisible();
      await screenshot(page, `${lang}-65-account-deleted`);

      // the old session is dead
      const after = await request.get('/api/v1/products/count', {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(after.status()).toBe(401);
    });
  });
}
