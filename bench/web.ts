// Web: what the sign-in screen loads (from the build, and as the browser loads it), the largest lazy chunk,
// and Lighthouse (mobile preset) on the sign-in screen and on the signed-in home, all offline on loopback.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { buildForMeasure, kb, measureSignIn } from '../apps/web/scripts/sign-in-bundle.mjs';
import { signIn } from './lib/load';
import { startApi } from './lib/processes';
import { fixed, markdownTable, record } from './lib/results';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// nothing may leave the machine: no component updates, sync, field trials or metrics
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--no-pings',
];

/** JS and CSS the browser fetches opening /login (service worker blocked: its precache is not the screen's). */
async function browserLoad(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const files: { url: string; type: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => void files.push({ url: response.url(), type, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox').first().waitFor();
    await Promise.all(pending);
    const sum = (type: string) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
    return { files, jsGzip: sum('script'), cssGzip: sum('stylesheet') };
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  screen: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  failing: string[];
}

async function runLighthouse(
  screen: string,
  url: string,
  page: Page,
  keepStorage: boolean,
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round(100 * (categories[id]?.score ?? 0));
  const failing = ['accessibility', 'best-practices']
    .flatMap((id) => categories[id]?.auditRefs.map((ref) => ref.id) ?? [])
    .filter((id) => {
      const audit = audits[id];
      return audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary';
    });
  return {
    screen,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    failing,
  };
}

async function lighthouseRuns(base: string): Promise<LighthouseFigures[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const figures: LighthouseFigures[] = [];
    figures.push(await runLighthouse('sign-in (/login)', `${base}/login`, await browser.newPage(), false));
    // signed in as e2e/global-setup.ts does: tokens in localStorage, the legal texts accepted
    const { accessToken, refreshToken } = (await signIn(base, '+33600000002')) as {
      accessToken: string;
      refreshToken: string;
    };
    const auth = { authorization: `Bearer ${accessToken}` };
    const legal = (await (
      await fetch(`${base}/api/legals/lastLegalsAccepted`, { headers: auth })
    ).json()) as {
      termsAndConditions: { latestVersion: number };
      privacyPolicy: { latestVersion: number };
    };
    await fetch(`${base}/api/legals/accept`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        termsAndConditions: legal.termsAndConditions.latestVersion,
        privacyPolicy: legal.privacyPolicy.latestVersion,
      }),
    });
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.evaluate(
      (tokens) => {
        localStorage.setItem('heirloom.accessToken', tokens.accessToken);
        localStorage.setItem('heirloom.refreshToken', tokens.refreshToken);
      },
      { accessToken, refreshToken },
    );
    // a first visit all the same: no HTTP cache, no service worker or its precache; only the tokens stay
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    figures.push(await runLighthouse('signed-in home (/)', `${base}/`, page, true));
    return figures;
  } finally {
    await browser.close();
  }
}

export async function benchWeb() {
  const bundle = measureSignIn(await buildForMeasure());
  const api = await startApi('memory://', 3904);
  try {
    const loaded = await browserLoad(api.url);
    const lh = await lighthouseRuns(api.url);
    const sizes = markdownTable(
      ['what', 'gzip KB', 'target'],
      [
        [`sign-in screen JS, from the build (${bundle.js.length} files)`, kb(bundle.jsGzip), '≤ 120'],
        [
          `sign-in screen JS, as Chromium loads /login (${loaded.files.filter((f) => f.type === 'script').length} files)`,
          kb(loaded.jsGzip),
          '≤ 120',
        ],
        ['sign-in screen CSS, from the build', kb(bundle.cssGzip), ''],
        ['sign-in screen CSS, as Chromium loads /login', kb(loaded.cssGzip), ''],
        [`largest lazy chunk (${bundle.largestLazy.file})`, kb(bundle.largestLazy.gzip), ''],
      ],
    );
    const scores = markdownTable(
      [
        'screen',
        'Performance',
        'Accessibility',
        'Best Practices',
        'LCP s',
        'CLS',
        'TBT ms',
        'FCP s',
        'failing audits',
      ],
      lh.map((f) => [
        f.screen,
        f.performance,
        f.accessibility,
        f.bestPractices,
        fixed(f.lcpMs / 1000, 2),
        fixed(f.cls, 3),
        fixed(f.tbtMs, 0),
        fixed(f.fcpMs / 1000, 2),
        f.failing.join(', ') || '—',
      ]),
    );
    record(
      'web',
      'Web: the sign-in screen’s bundle and Lighthouse (mobile preset, simulated throttling, Debian Chromium)',
      `${sizes}\n\nTargets: Performance ≥ 95, Accessibility = 100, Best Practices = 100, LCP ≤ 1.5 s, CLS < 0.05.\n\n${scores}`,
      { bundle, loaded, lighthouse: lh },
    );
  } finally {
    await api.stop();
  }
}
