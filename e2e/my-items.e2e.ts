// The demo owner browses what they own and manages a photo, at 390×844, in English and in French.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { OWNER_STATE } from './global-setup';
import { openGallery, screenshot } from './support';

test.use({ storageState: OWNER_STATE });

const copy = {
  en: {
    collections: 'Collections',
    // how many the owner holds: other specs on the same server send some of them away (certificates)
    itemCount: /^\d+ items in your collection$/,
    view: 'View',
    photos: /Photos/,
    openGallery: /Open the gallery/,
    addPhoto: 'Add a photo',
    chooseFile: 'Choose a file',
    title: 'Title',
    private: 'Private',
    public: 'Public',
    upload: 'Add the photo',
    delete: 'Delete this photo',
    confirm: 'Delete',
    history: 'History',
    pending: 'Pending',
    details: 'Details',
    localChain: 'Local chain (Anvil)',
    certificate: 'Digital certificate',
    heldForYou: 'Held for you by Heirloom',
    select: 'Select to send',
    sendTwo: 'Send 2 items',
  },
  fr: {
    collections: 'Collections',
    itemCount: /^\d+ objets dans votre collection$/,
    view: 'Voir',
    photos: /Photos/,
    openGallery: /Ouvrir la galerie/,
    addPhoto: 'Ajouter une photo',
    chooseFile: 'Choisir un fichier',
    title: 'Titre',
    private: 'Privée',
    public: 'Publique',
    upload: 'Ajouter la photo',
    delete: 'Supprimer cette photo',
    confirm: 'Supprimer',
    history: 'Historique',
    pending: 'En attente',
    details: 'Détails',
    localChain: 'Chaîne locale (Anvil)',
    certificate: 'Certificat numérique',
    heldForYou: 'Conservé pour vous par Heirloom',
    select: 'Sélectionner pour envoyer',
    sendTwo: 'Envoyer 2 objets',
  },
} as const;

async function photoFile(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a3b' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer();
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`my items (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const text = copy[lang];

    test('home → collection → item → add a photo → make it private → delete it', async ({ page }) => {
      await page.goto('/');
      const chrono = page.getByRole('link', { name: /Heritage Chronographs/ });
      await expect(chrono).toBeVisible();
      await expect(page.getByText(text.itemCount)).toBeVisible();
      await screenshot(page, `${lang}-10-home`);

      await chrono.click();
      await expect(page.getByRole('heading', { level: 1, name: /Heritage Chronographs/ })).toBeVisible();
      await expect(page.getByText('Pilote 42')).toBeVisible();
      await screenshot(page, `${lang}-11-collection`);

      const card = page.getByRole('article').filter({ hasText: 'Pilote 42' });
      await card
        .getByRole('button', { name: text.view })
        .or(card.getByRole('link', { name: text.view }))
        .click();
      await expect(page.getByRole('heading', { name: 'Pilote 42' }).first()).toBeVisible();
      await screenshot(page, `${lang}-12-item`);

      await page.getByRole('tab', { name: text.history }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await screenshot(page, `${lang}-13-history`);

      await openGallery(page, text.photos, text.openGallery);

      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: text.chooseFile })
        .or(page.getByText(text.chooseFile))
        .first()
        .click();
      await (
        await chooser
      ).setFiles({ name: 'box-and-papers.jpg', mimeType: 'image/jpeg', buffer: await photoFile() });
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.title).fill(`Box and papers ${lang}`);
      // the sheet starts on private: upload it public so that "make it private" really changes something
      await dialog.getByRole('radio', { name: new RegExp(`^${text.public}`) }).check();
      await screenshot(page, `${lang}-14-add-photo`);
      await dialog.getByRole('button', { name: text.upload }).click();
      await expect(dialog).toBeHidden();
      const photo = page.getByRole('button', { name: new RegExp(`Box and papers ${lang}`) }).first();
      await expect(photo).toBeVisible();
      await screenshot(page, `${lang}-15-gallery`);

      await photo.click();
      const viewer = page.getByRole('dialog');
      await expect(viewer.getByRole('radio', { name: text.public })).toBeChecked();
      const madePrivate = page.waitForResponse(
        (res) => /\/updateImage\/[^/]+\/[^/]+\/private$/.test(res.url()) && res.request().method() === 'POST',
      );
      await viewer.getByRole('radio', { name: text.private }).check();
      expect((await madePrivate).ok()).toBe(true);
      await expect(viewer.getByRole('radio', { name: text.private })).toBeChecked();
      await screenshot(page, `${lang}-16-photo-private`);
      await viewer.getByRole('button', { name: text.delete }).click();
      const confirm = page
        .getByRole('dialog')
        .filter({ hasText: `Box and papers ${lang}` })
        .last();
      await confirm.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(page.getByRole('button', { name: new RegExp(`Box and papers ${lang}`) })).toHaveCount(0);
    });

    test('several items picked on the collection page open one send flow', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: /Midnight Runners/ }).click();
      await page.getByRole('button', { name: text.select }).click();
      await page.getByRole('checkbox', { name: /Eclipse/ }).check();
      await page.getByRole('checkbox', { name: /Nocturne/ }).check();
      await screenshot(page, `${lang}-18-select-to-send`);
      await page.getByRole('button', { name: text.sendTwo }).click();
      await expect(page).toHaveURL(/\/items\/[^/]+\/send\?ids=[^,]+,[^,]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the item being minted at the first start is a token on the chain, held for its owner', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: /Heritage Chronographs/ }).click();
      // every demo item is minted by now (global setup waits for it): no hourglass is left
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('img', { name: text.pending })).toHaveCount(0);
      const card = page.getByRole('article').filter({ hasText: 'Tourbillon Nuit' });
      await card
        .getByRole('button', { name: text.view })
        .or(card.getByRole('link', { name: text.view }))
        .click();
      await expect(page.getByRole('heading', { name: 'Tourbillon Nuit' }).first()).toBeVisible();
      await page.getByRole('tab', { name: text.details }).click();
      const certificate = page.getByRole('region', { name: text.certificate });
      await expect(certificate.getByText(text.localChain, { exact: true })).toBeVisible();
      await expect(certificate.getByText(text.heldForYou)).toBeVisible();
      await expect(certificate.getByText(/^Transaction 0x[0-9a-f]{64}$/)).toBeAttached();
      await certificate.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-17-minted-on-chain`);
    });
  });
}
