// Helpers for the e2e tests: unique phone numbers, the dev outbox, screenshots.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { OWNER_STATE } from './global-setup';

/** Beside this file, whatever directory Playwright was started from (git-ignored). */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

let counter = 0;
/** A new French mobile number per test: "6 12 xx xx xx" typed nationally, and its E.164 form. */
/** A fresh French mobile number: as typed (national), stored (E.164) and shown (international). */
export function newFrenchMobile(): { national: string; e164: string; international: string } {
  counter += 1;
  const digits = `7${String(Date.now() % 1_000_000).padStart(6, '0')}${counter % 10}`;
  const pairs = digits.match(/\d{2}/g)?.join(' ') ?? digits;
  return { national: `6${digits}`, e164: `+336${digits}`, international: `+33 6 ${pairs}` };
}

export async function latestSms(request: APIRequestContext, phone: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
      const messages = (await res.json()) as { text: string; channel: string }[];
      text = messages.find((m) => m.channel === 'sms')?.text ?? '';
      return text;
    })
    .toMatch(/\d{6}/);
  return text;
}

/** A signed-out visitor in another browser context, at the suite's phone size, reading `lang`. */
export async function visitorPage(
  browser: Browser,
  lang: 'en' | 'fr',
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  return { page: await context.newPage(), context };
}

/**
 * Waits until the page's app has started: a server-rendered screen (sign-in, shop, verify) reads without scripts, and
 * its app starts on the visitor's first gesture (decision 041), here the pointer moving onto the page; a tap before
 * is held and done once the app has hydrated the page (the root layout marks the page). What depends on the
 * browser (a time in the visitor's time zone) shows from then on.
 */
export async function interactive(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

export function codeOf(sms: string): string {
  const match = /(\d{6})/.exec(sms);
  if (!match?.[1]) throw new Error(`no code in ${sms}`);
  return match[1];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // Let page transitions (0.3 s) and other animations settle so the picture shows the screen, not a blend.
  // Pictures too: a screenshot with empty frames says nothing about the screen.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

const legalCopy = {
  en: {
    title: 'Before you continue',
    terms: 'I accept the terms and conditions',
    privacy: 'I have read the privacy policy',
    submit: 'Accept and continue',
  },
  fr: {
    title: 'Avant de continuer',
    terms: 'J’accepte les conditions générales d’utilisation',
    privacy: 'J’ai lu la politique de confidentialité',
    submit: 'Accepter et continuer',
  },
} as const;

/** A new user's first sign-in stops at the legal gate: accept both texts (optionally saving a screenshot). */
export async function passLegalGate(page: Page, lang: 'en' | 'fr', shot?: string): Promise<void> {
  const text = legalCopy[lang];
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page).toHaveURL(/\/legal/);
  const submit = page.getByRole('button', { name: text.submit });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: text.terms }).check();
  await page.getByRole('checkbox', { name: text.privacy }).check();
  if (shot) await screenshot(page, shot);
  await submit.click();
}

/** From an item's Photos tab, opens its gallery (a link, or a button while the preview loads). */
export async function openGallery(page: Page, photosTab: string | RegExp, label: RegExp): Promise<void> {
  await page.getByRole('tab', { name: photosTab }).click();
  await page
    .getByRole('link', { name: label })
    .or(page.getByRole('button', { name: label }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/gallery$/);
}

/** A platform authenticator in the page's browser (CDP WebAuthn): discoverable, user verified, always present. */
export async function virtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/**
 * No accessibility violation axe can find on the page as it is. `checked`: rules that must have found something to
 * check there (a rule with nothing to look at passes silently, e.g. heading-order on a screen still loading).
 */
export async function expectNoAxeViolations(page: Page, checked: string[] = []): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
  const passed = new Set(results.passes.map((rule) => rule.id));
  expect(checked.filter((rule) => !passed.has(rule))).toEqual([]);
}

/**
 * A fresh context on localhost (WebAuthn takes no IP address as relying party: PASSKEY_RP_ID in the config), in
 * the language and at the size given.
 */
export function localhostContext(
  browser: Browser,
  lang: 'en' | 'fr',
  viewport: { width: number; height: number },
) {
  const port = new URL(test.info().project.use.baseURL!).port;
  return browser.newContext({
    baseURL: `http://localhost:${port}`,
    storageState: { cookies: [], origins: [] },
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    viewport,
    ...(viewport.width < 600 ? { deviceScaleFactor: 2, hasTouch: true } : {}),
  });
}

/** What the dev outbox holds for `to` (SMS and e-mails), newest first. */
export const outbox = async (request: APIRequestContext, to: string) =>
  (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];

export const outboxCount = async (request: APIRequestContext, to: string) =>
  (await outbox(request, to)).length;

/**
 * The path of the newest console link (`sign-in` or `join`) e-mailed to `to`, once there are more than `after`
 * mails for it.
 */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  kind: 'sign-in' | 'join',
  after = 0,
) {
  let link = '';
  await expect
    .poll(async () => {
      const mails = await outbox(request, to);
      if (mails.length <= after) return '';
      link =
        new RegExp(`https?://\\S+/console/${kind}\\?token=[A-Za-z0-9_-]+`).exec(mails[0]?.text ?? '')?.[0] ??
        '';
      return link;
    })
    .toMatch(/token=/);
  return new URL(link).pathname + new URL(link).search;
}

/** What the console's sign-in says, in each language. */
const consoleSignInText = {
  en: {
    title: 'Sign in to the console',
    email: 'Work e-mail address',
    send: 'E-mail me a sign-in link',
    sent: /a sign-in link is on its way/,
    overview: 'Overview',
  },
  fr: {
    title: 'Connexion à la console',
    email: 'Adresse e-mail professionnelle',
    send: 'M’envoyer un lien de connexion',
    sent: /un lien de connexion est en route/,
    overview: 'Vue d’ensemble',
  },
};

/**
 * Signs in to the console by the e-mailed link, from the sign-in screen the console sends a visitor to (`shot`: a
 * screenshot of that screen, filled in).
 */
export async function consoleSignIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  lang: 'en' | 'fr',
  shot?: string,
): Promise<void> {
  const text = consoleSignInText[lang];
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await page.getByLabel(text.email).fill(email);
  if (shot) await screenshot(page, shot);
  const before = await outboxCount(request, email);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByText(text.sent)).toBeVisible();
  await page.goto(await mailedLink(request, email, 'sign-in', before));
  await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
}

/**
 * The wait between two codes to one phone on the e2e server (its CODE_RESEND_SECONDS, set in
 * playwright.config.ts; 30 s outside tests): the run's SMS to the demo owner wait this long one after another.
 */
export const CODE_RESEND_SECONDS = 2;

/**
 * Asks for the step-up code (`button`) and waits for the screen that takes it (`heading`, a title of `level`: 2
 * where the code step stays on its form's screen). The owner's number shares one resend delay across this run's
 * SMS (the global sign-in, the other language's send): when the server refuses, the screen says how long to wait,
 * so wait (never more than the e2e server's delay).
 */
export async function requestStepUpCode(
  page: Page,
  button: string,
  heading: string,
  level = 1,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    // judged by this request's answer: the refusal of the attempt before stays on screen until React redraws
    const answer = page.waitForResponse((r) => r.url().endsWith('/transactions/requestCode'));
    await page.getByRole('button', { name: button }).click();
    if ((await answer).ok()) {
      await expect(page.getByRole('heading', { level, name: heading })).toBeVisible();
      return;
    }
    const refusal = page.getByRole('alert');
    await expect(refusal).toBeVisible();
    const seconds = Number(/(\d+)\s*s/.exec((await refusal.textContent()) ?? '')?.[1] ?? CODE_RESEND_SECONDS);
    await page.waitForTimeout(Math.min(seconds, CODE_RESEND_SECONDS) * 1000);
  }
  throw new Error('no step-up code');
}

/**
 * Opens an item from the home screen: its collection (`collection`), then the card named `name` by its
 * `view` button or link, and waits for the item's screen.
 */
export async function openItem(page: Page, collection: RegExp, name: string, view: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: collection }).click();
  const card = page.getByRole('article').filter({ hasText: name });
  await card
    .getByRole('button', { name: view })
    .or(card.getByRole('link', { name: view }))
    .click();
  await expect(page).toHaveURL(/\/items\/[^/?]+(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
}

/**
 * The first demo item's public page (the path of its GS1 Digital Link, which its QR code carries), its
 * /verify/<publicId> page and its name, asked as the demo owner.
 */
export async function demoItem(
  request: APIRequestContext,
): Promise<{ id: string; path: string; link: string; verifyPath: string; name: string }> {
  const state = JSON.parse(fs.readFileSync(OWNER_STATE, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins[0]?.localStorage.find((entry) => entry.name === 'heirloom.accessToken')?.value;
  const headers = { authorization: `Bearer ${token ?? ''}` };
  const list = async <T>(path: string) =>
    ((await (await request.post(`/api/v1/products/${path}`, { headers, data: {} })).json()) as { items: T[] })
      .items;
  const [collection] = await list<{ id: string }>('collections/10/0');
  const [item] = await list<{ id: string; publicId: string; name: string; digitalLink: string }>(
    `${collection?.id ?? ''}/10/0`,
  );
  if (!item) throw new Error('no demo item');
  const link = new URL(item.digitalLink);
  return {
    id: item.id,
    path: link.pathname,
    link: item.digitalLink,
    verifyPath: `/verify/${item.publicId}`,
    name: item.name,
  };
}
