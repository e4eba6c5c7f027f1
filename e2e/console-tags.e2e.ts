// The console's NFC tags (issue 31) at 390×844, in English and in French: a brand's admin adds 3 items to a
// collection (none has a tag yet: the demo items each have their simulated one), registers 3 tags for them by CSV,
// finds them in the list and reads what to write into a chip; a visitor then sends the same tap of a demo item's
// simulated tag twice (genuine, then replayed), and the console's alerts show the replay, and the item's taps both.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { findOverflow } from './layout-check';
import { consoleSignIn, expectNoAxeViolations, screenshot } from './support';

const copy = {
  en: {
    overview: 'Overview',
    collections: 'Collections',
    tags: 'Tags',
    csv: 'Choose a CSV file',
    itemsImported: /3 items imported from pieces\.csv/,
    tagsImported: /3 tags imported from chips\.csv/,
    search: 'Search by UID or serial number',
    listTitle: '3 tags',
    manage: /^Manage tag/,
    template: 'What to write into the chip',
    ndef: 'NDEF file (hex)',
    alerts: 'Alerts',
    replayed: 'Link used again',
    tapsOf: (name: string) => `Taps of ${name}`,
    genuineVerdict: 'Genuine',
    replayedVerdict: 'Replayed',
    tagAlerts: 'Tag alerts',
    demoItem: { serial: 'MA-CH-1931-0042', name: 'Chronographe 1931' },
  },
  fr: {
    overview: 'Vue d’ensemble',
    collections: 'Collections',
    tags: 'Puces NFC',
    csv: 'Choisir un fichier CSV',
    itemsImported: /3 objets importés depuis pieces\.csv/,
    tagsImported: /3 puces importées depuis chips\.csv/,
    search: 'Rechercher par UID ou numéro de série',
    listTitle: '3 puces',
    manage: /^Gérer la puce/,
    template: 'Quoi écrire dans la puce',
    ndef: 'Fichier NDEF (hexadécimal)',
    alerts: 'Alertes',
    replayed: 'Lien réutilisé',
    tapsOf: (name: string) => `Lectures de ${name}`,
    genuineVerdict: 'Authentique',
    replayedVerdict: 'Rejouée',
    tagAlerts: 'Alertes des puces',
    demoItem: { serial: 'MA-LP-0118', name: 'Lune Perpétuelle' },
  },
} as const;
/** A visitor's tap: the URL a tag wrote, sent to the public tap route as the item's page sends it. */
async function tap(request: APIRequestContext, url: string) {
  const { pathname, searchParams } = new URL(url);
  const link = /^\/01\/(\d{14})\/21\/([^/]+)$/.exec(pathname);
  const address = link
    ? { gtin: link[1], serial: decodeURIComponent(link[2] ?? '') }
    : { publicId: pathname.split('/').at(-1) ?? '' };
  const answer = await request.post('/api/public/taps', {
    data: { address, sun: { e: searchParams.get('e') ?? '', c: searchParams.get('c') ?? '' } },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { verdict: string }).verdict;
}

for (const lang of ['en', 'fr'] as const) {
  const text = copy[lang];
  const stamp = `${lang}${Date.now().toString(36)}`.toUpperCase();

  test.describe(`console tags (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    test('an admin registers 3 tags by CSV; a replayed tap shows in the alerts', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await consoleSignIn(page, request, 'admin@maison-aurele.example', lang);

      // 3 new items: the demo items already have their simulated tags
      await page.getByRole('navigation').getByRole('link', { name: text.collections }).click();
      await page.getByRole('link', { name: 'Heritage Chronographs' }).click();
      const serials = [1, 2, 3].map((n) => `TG-${stamp}-${n}`);
      const items = [
        'serial_number,name,description_en,description_fr',
        ...serials.map((serial, n) => `${serial},Pilote ${stamp} ${n + 1},,`),
      ].join('\n');
      await page
        .getByLabel(text.csv)
        .setInputFiles({ name: 'pieces.csv', mimeType: 'text/csv', buffer: Buffer.from(items) });
      await expect(page.getByText(text.itemsImported)).toBeVisible();

      // their tags, by CSV
      await page.getByRole('navigation').getByRole('link', { name: text.tags }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.tags })).toBeVisible();
      await screenshot(page, `${lang}-console-tags-01-screen`);
      const uids = serials.map(() => `04${randomBytes(6).toString('hex').toUpperCase()}`);
      const [first = ''] = uids;
      const chips = ['uid,serial_number', ...serials.map((serial, n) => `${uids[n]},${serial}`)].join('\n');
      await page
        .getByLabel(text.csv)
        .setInputFiles({ name: 'chips.csv', mimeType: 'text/csv', buffer: Buffer.from(chips) });
      await expect(page.getByText(text.tagsImported)).toBeVisible();
      await page.getByLabel(text.search).fill(`TG-${stamp}`);
      const list = page.getByRole('region', { name: text.listTitle });
      await expect(list).toBeVisible();
      for (const uid of uids)
        await expect(list.getByRole('rowheader', { name: new RegExp(uid) })).toBeVisible();
      await list.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-tags-02-imported`);
      await expectNoAxeViolations(page);

      // what to write into the first one's chip
      await list
        .getByRole('row')
        .filter({ hasText: first })
        .getByRole('button', { name: text.manage })
        .click();
      const panel = page.getByRole('region', { name: new RegExp(first) });
      await panel.getByRole('button', { name: text.template }).click();
      await expect(panel.getByRole('heading', { name: text.ndef })).toBeVisible();
      await expect(panel.getByText(new RegExp(`/21/TG-${stamp}-1\\?e=0{32}&c=0{16}$`))).toBeVisible();
      await panel.getByRole('heading', { name: text.template, level: 3 }).scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-tags-03-template`);

      // a visitor sends a demo item's tap twice: genuine, then replayed
      const next = await request.get(`/api/dev/tap?serial=${encodeURIComponent(text.demoItem.serial)}`);
      expect(next.ok(), await next.text()).toBeTruthy();
      const { url } = (await next.json()) as { url: string };
      expect(await tap(request, url)).toBe('genuine');
      expect(await tap(request, url)).toBe('replayed');

      await page.reload();
      const alerts = page.getByRole('region', { name: text.alerts, exact: true });
      const alert = alerts.getByRole('row').filter({ hasText: text.demoItem.name }).first();
      await expect(alert.getByText(text.replayed)).toBeVisible();
      await alerts.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-console-tags-04-alerts`);
      await expectNoAxeViolations(page);

      // the item's taps, from its tag's row
      await page.getByLabel(text.search).fill(text.demoItem.serial);
      const row = page
        .getByRole('region', { name: /^1 (tag|puce)$/ })
        .getByRole('row')
        .filter({ hasText: text.demoItem.serial });
      await row.getByRole('button', { name: text.manage }).click();
      const taps = page.getByRole('region', { name: /^(Tag|Puce) 04/ });
      await expect(taps.getByText(text.tapsOf(text.demoItem.name))).toBeVisible();
      await expect(taps.getByText(text.replayedVerdict).first()).toBeVisible();
      await expect(taps.getByText(text.genuineVerdict).first()).toBeVisible();
      await screenshot(page, `${lang}-console-tags-05-taps`);

      // at 320 px the screen fits: only the tables scroll sideways, in their own box (which takes the focus)
      await page.setViewportSize({ width: 320, height: 700 });
      await taps.getByRole('button', { name: text.template }).click();
      await expect(taps.getByRole('heading', { name: text.ndef })).toBeVisible();
      const problems = (await page.evaluate(findOverflow)).filter(
        (problem) => !/^<(div\.console-table-scroll|nav\.console-nav)> .* scrolls sideways/.test(problem),
      );
      expect(problems).toEqual([]);
      await screenshot(page, `${lang}-console-tags-06-320`);
      await page.setViewportSize({ width: 390, height: 844 });

      // the overview counts the alerts
      await page.getByRole('navigation').getByRole('link', { name: text.overview }).click();
      const count = page.getByRole('region', { name: text.tagAlerts });
      await expect(count.getByText(/^[1-9]\d*$/)).toBeVisible();
    });
  });
}
