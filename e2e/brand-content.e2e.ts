// Brand content in the reader's language, and a certificate that says only what is true (issue 13 #2, #13),
// at 390×844 in English and in French: the owner's item (description, characteristics, the brand's history
// note, the certificate), its public page and the shop for a signed-out visitor, and a malformed sign-in link.
import { expect, test } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { openItem, screenshot, visitorPage } from './support';

const copy = {
  en: {
    view: 'View',
    description: 'A reissue of the 1931 Aurèle chronograph',
    characteristic: ['Case', '18k yellow gold, 39 mm'],
    details: 'Details',
    history: 'History',
    brandNote: 'Serviced and regulated',
    chain: 'Local chain (Anvil)',
    certificate: 'Digital certificate',
    heldForYou: 'Held for you by Heirloom',
    heldForOwner: 'Held by Heirloom for its owner',
    onChain: /an ERC-721 token on Local chain/,
    shopDescription: 'Forty numbered chronographs with enamel dials',
    linkInvalid: 'This sign-in link is invalid or has already been used.',
  },
  fr: {
    view: 'Voir',
    description: 'La réédition du chronographe Aurèle de 1931',
    characteristic: ['Boîtier', 'Or jaune 18 carats, 39 mm'],
    details: 'Détails',
    history: 'Historique',
    brandNote: 'Révisée et réglée',
    chain: 'Chaîne locale (Anvil)',
    certificate: 'Certificat numérique',
    heldForYou: 'Conservé pour vous par Heirloom',
    heldForOwner: 'Conservé par Heirloom pour son propriétaire',
    onChain: /un jeton ERC-721 sur Chaîne locale/,
    shopDescription: 'Quarante chronographes numérotés aux cadrans émaillés',
    linkInvalid: 'Ce lien de connexion est invalide ou a déjà été utilisé.',
  },
} as const;

const ITEM = 'Chronographe 1931';

for (const lang of ['en', 'fr'] as const) {
  const text = copy[lang];

  test.describe(`brand content (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    test.describe('signed in', () => {
      test.use({ storageState: OWNER_STATE });

      test('the item reads in the app’s language; its certificate is its token on the chain; so does its public page', async ({
        page,
        browser,
      }) => {
        await openItem(page, /Heritage Chronographs/, ITEM, text.view);
        await expect(page.getByText(text.description)).toBeVisible();
        await page.getByRole('tab', { name: text.details }).click();
        const [label, value] = text.characteristic;
        await expect(page.getByText(label, { exact: true })).toBeVisible();
        await expect(page.getByText(value, { exact: true })).toBeVisible();
        const certificate = page.getByRole('region', { name: text.certificate });
        await expect(certificate.getByText(text.chain, { exact: true })).toBeVisible();
        await expect(certificate.getByText(text.heldForYou)).toBeVisible();
        await expect(certificate.getByText(text.onChain)).toBeVisible();
        await expect(certificate.getByText(/^Transaction 0x[0-9a-f]{64}$/)).toBeAttached();
        await expect(page.getByText(/Polygon/)).toHaveCount(0);
        await certificate.getByText(text.onChain).scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-90-item-certificate`);
        const verifyHref = await page.getByRole('link', { name: /\/01\/\d{14}\/21\// }).getAttribute('href');

        await page.getByRole('tab', { name: text.history }).click();
        await expect(page.getByText(text.brandNote)).toBeVisible();
        await expect(page.getByText(text.brandNote)).toHaveAttribute('lang', lang);
        await expect(page.getByText(/Polygon/)).toHaveCount(0);
        await page.getByText(text.brandNote).scrollIntoViewIfNeeded();
        await screenshot(page, `${lang}-91-item-history`);

        // a signed-out visitor, in the same language: the public page and the shop
        const { page: stranger, context: visitor } = await visitorPage(browser, lang);
        await stranger.goto(verifyHref ?? '');
        await expect(stranger.getByText(text.description)).toBeVisible();
        await expect(stranger.getByText(text.chain, { exact: true })).toBeVisible();
        await expect(stranger.getByText(text.heldForOwner)).toBeVisible();
        await stranger.getByText(text.chain, { exact: true }).scrollIntoViewIfNeeded();
        await screenshot(stranger, `${lang}-92-verify-certificate`);
        await stranger.goto('/shop');
        await stranger.getByRole('link', { name: /Atelier 1931/ }).click();
        await expect(stranger.getByText(text.shopDescription)).toBeVisible();
        await expect(stranger.getByText(text.shopDescription)).toHaveAttribute('lang', lang);
        await visitor.close();
      });
    });

    test('a malformed sign-in link reads like a spent one, in the visitor’s language', async ({ page }) => {
      await page.goto('/login?token=bogus');
      await expect(page.getByText(text.linkInvalid)).toBeVisible();
      await expect(page.getByText(/Too small|Trop petit|>=20/)).toHaveCount(0);
    });
  });
}
