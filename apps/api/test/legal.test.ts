// Legal documents: version 1 exists on every database, the public texts (suffix variants, Accept-Language,
// versions, by id), and acceptance: only the latest version, all or nothing, recorded with its time, and a
// new version makes the user out of date until they accept it too.
import type { LastLegalsAccepted, LegalDocument } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalTextsV1, seedLegalDocuments } from '../src/modules/legal/legal-texts-v1';
import { legalAcceptances, legalDocuments, users } from '../src/db/schema';
import { LegalRepository } from '../src/modules/legal/legal.repository';
import { createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
type Session = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  // no demo data: the legal texts must be there all the same
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const doc = async (url: string, headers: Record<string, string> = {}) => {
  const res = await open(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LegalDocument>();
};
const status = async (s: Session) => {
  const res = await call(s, 'GET', '/legals/lastLegalsAccepted');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LastLegalsAccepted>();
};
const acceptancesOf = async (s: Session) => {
  const [user] = await db().select().from(users).where(eq(users.phone, s.phone));
  return db().select().from(legalAcceptances).where(eq(legalAcceptances.userId, user!.id));
};
const publish = (type: 'termsAndConditions' | 'privacyPolicy', language: 'en' | 'fr', body: string) =>
  new LegalRepository(db()).publish({
    type,
    language,
    title: `${type} ${language}`,
    body,
    now: t.clock.now(),
  });

describe('the published texts', () => {
  it('holds version 1 of both documents in English and French on a database without demo data', async () => {
    const rows = await db().select().from(legalDocuments);
    expect(rows.map((r) => `${r.type}:${r.version}:${r.language}`).sort()).toEqual([
      'privacyPolicy:1:en',
      'privacyPolicy:1:fr',
      'termsAndConditions:1:en',
      'termsAndConditions:1:fr',
    ]);
    for (const text of legalTextsV1) {
      expect(text.body).toMatch(/^## /m);
      expect(text.body.split('\n\n').length).toBeGreaterThan(5);
    }
    // writing them again (another instance starting) changes nothing
    expect(await seedLegalDocuments(db(), t.clock.now())).toBe(0);
    expect(await db().select().from(legalDocuments)).toHaveLength(4);
  });

  it('serves the latest text in the language of the suffix, else of Accept-Language, else English', async () => {
    const fr = await doc('/v1/legals/termsAndConditions/fr');
    expect([fr.type, fr.version, fr.language, fr.title]).toEqual([
      'termsAndConditions',
      1,
      'fr',
      'Conditions générales d’utilisation',
    ]);
    expect(fr.body).toContain('## ');
    expect((await doc('/v1/legals/termsAndConditions/en')).title).toBe('Terms and conditions');
    expect((await doc('/v1/legals/termsAndConditions')).language).toBe('en');
    expect(
      (await doc('/v1/legals/termsAndConditions', { 'accept-language': 'fr-FR,fr;q=0.9' })).language,
    ).toBe('fr');
    expect((await doc('/v1/legals/privacyPolicy', { 'accept-language': 'de-DE, fr;q=0.5' })).language).toBe(
      'fr',
    );
    expect((await doc('/v1/legals/privacyPolicy', { 'accept-language': 'es' })).language).toBe('en');
    const privacy = await doc('/v1/legals/privacyPolicy/fr');
    expect(privacy.title).toBe('Politique de confidentialité');
    // the suffix wins over the header
    expect((await doc('/v1/legals/privacyPolicy/en', { 'accept-language': 'fr' })).language).toBe('en');
    expect((await open('/v1/legals/privacyPolicy/de')).statusCode).toBe(400);
  });

  it('answers one document by id, and 404 for an unknown id', async () => {
    const terms = await doc('/v1/legals/termsAndConditions/fr');
    expect(await doc(`/v2/legals/${terms.id}`)).toEqual(terms);
    expect((await open(`/v2/legals/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await open('/v2/legals/not-an-id')).statusCode).toBe(400);
  });
});

describe('acceptance', () => {
  let s: Session;
  beforeAll(async () => {
    s = await signIn(t);
  });

  it('starts out of date, and needs a session', async () => {
    expect(await status(s)).toEqual({
      termsAndConditions: { latestVersion: 1, acceptedVersion: null, acceptedAt: null, upToDate: false },
      privacyPolicy: { latestVersion: 1, acceptedVersion: null, acceptedAt: null, upToDate: false },
      upToDate: false,
    });
    expect((await open('/legals/lastLegalsAccepted')).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/legals/accept',
      payload: { termsAndConditions: 1, privacyPolicy: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records each acceptance with its exact version and time; accepting twice is harmless', async () => {
    const res = await call(s, 'POST', '/legals/accept/termsAndConditions', { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<LastLegalsAccepted>();
    expect(after.termsAndConditions).toEqual({
      latestVersion: 1,
      acceptedVersion: 1,
      acceptedAt: t.clock.now().toISOString(),
      upToDate: true,
    });
    expect(after.upToDate).toBe(false);
    t.clock.advance(60);
    const privacy = await call(s, 'POST', '/legals/accept/privacyPolicy', { version: 1 });
    expect(privacy.json<LastLegalsAccepted>().upToDate).toBe(true);
    t.clock.advance(60);
    expect((await call(s, 'POST', '/legals/accept/privacyPolicy', { version: 1 })).statusCode).toBe(200);
    const rows = await acceptancesOf(s);
    expect(rows.map((r) => `${r.type}:${r.version}`).sort()).toEqual([
      'privacyPolicy:1',
      'termsAndConditions:1',
    ]);
    expect((await status(s)).upToDate).toBe(true);
  });

  it('asks again after a new version, refuses the old one (409, nothing recorded), takes the new one', async () => {
    const v2 = await publish('termsAndConditions', 'en', '## New\n\nVersion two of the terms.');
    expect([v2.document.version, v2.newVersion]).toEqual([2, true]);
    const stale = await status(s);
    expect(stale.termsAndConditions).toMatchObject({ latestVersion: 2, acceptedVersion: 1, upToDate: false });
    expect(stale.privacyPolicy.upToDate).toBe(true);
    expect(stale.upToDate).toBe(false);

    const before = (await acceptancesOf(s)).length;
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/legals/accept/termsAndConditions',
      headers: { ...s.headers, 'accept-language': 'fr' },
      payload: { version: 1 },
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'LEGAL_OUTDATED', field: 'version' });
    expect(old.json<{ message: string }>().message).toContain('La version 1 n’est pas la dernière');
    const future = await call(s, 'POST', '/legals/accept/termsAndConditions', { version: 3 });
    expect(future.statusCode).toBe(409);
    expect(future.json<{ message: string }>().message).toContain('the latest is version 2');
    // both at once: one stale version refuses the whole request
    const mixed = await call(s, 'POST', '/legals/accept', { termsAndConditions: 1, privacyPolicy: 1 });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toMatchObject({ code: 'LEGAL_OUTDATED', field: 'termsAndConditions' });
    expect((await acceptancesOf(s)).length).toBe(before);
    expect((await status(s)).upToDate).toBe(false);

    // a French reader meets version 2 in English until it is translated, then in French
    expect((await doc('/v1/legals/termsAndConditions/fr')).version).toBe(2);
    expect((await doc('/v1/legals/termsAndConditions/fr')).language).toBe('en');
    const fr2 = await publish('termsAndConditions', 'fr', '## Nouveau\n\nVersion deux des conditions.');
    expect([fr2.document.version, fr2.newVersion]).toEqual([2, false]);
    expect((await doc('/v1/legals/termsAndConditions/fr')).id).toBe(fr2.document.id);

    t.clock.advance(60);
    const both = await call(s, 'POST', '/legals/accept', { termsAndConditions: 2, privacyPolicy: 1 });
    expect(both.statusCode, both.body).toBe(200);
    const now = both.json<LastLegalsAccepted>();
    expect(now.upToDate).toBe(true);
    expect(now.termsAndConditions).toEqual({
      latestVersion: 2,
      acceptedVersion: 2,
      acceptedAt: t.clock.now().toISOString(),
      upToDate: true,
    });
    // the earlier acceptance of the privacy policy stands, with its own time
    expect(now.privacyPolicy.acceptedAt).not.toBe(t.clock.now().toISOString());
    expect((await acceptancesOf(s)).map((r) => `${r.type}:${r.version}`).sort()).toEqual([
      'privacyPolicy:1',
      'termsAndConditions:1',
      'termsAndConditions:2',
    ]);
  });

  it('lists every version newest first, per language, with the suffix variants', async () => {
    const res = await open('/v1/legals/type/termsAndConditions');
    expect(res.statusCode).toBe(200);
    const en = res.json<{ items: LegalDocument[]; total: number }>();
    expect(en.total).toBe(2);
    expect(en.items.map((d) => [d.version, d.language])).toEqual([
      [2, 'en'],
      [1, 'en'],
    ]);
    const fr = (await open('/v1/legals/type/termsAndConditions/fr')).json<{ items: LegalDocument[] }>();
    expect(fr.items.map((d) => [d.version, d.language])).toEqual([
      [2, 'fr'],
      [1, 'fr'],
    ]);
    const byHeader = (await open('/v1/legals/type/privacyPolicy', { 'accept-language': 'fr' })).json<{
      items: LegalDocument[];
    }>();
    expect(byHeader.items.map((d) => [d.version, d.language])).toEqual([[1, 'fr']]);
    expect((await open('/v1/legals/type/privacyPolicy/xx')).statusCode).toBe(400);
  });

  it('checks the bodies (400)', async () => {
    for (const payload of [{}, { version: 0 }, { version: '1' }, { version: 1, extra: true }]) {
      expect((await call(s, 'POST', '/legals/accept/privacyPolicy', payload)).statusCode).toBe(400);
    }
    expect((await call(s, 'POST', '/legals/accept', { termsAndConditions: 2 })).statusCode).toBe(400);
  });
});

describe('publishing', () => {
  it('numbers versions per document across languages: a translation fills the latest, a new text is next', async () => {
    const s = await signIn(t);
    const accepted = await call(s, 'POST', '/legals/accept', { termsAndConditions: 2, privacyPolicy: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // French first: a new version, which an English reader meets in French until it is translated
    const fr2 = await publish('privacyPolicy', 'fr', '## Nouvelle\n\nVersion deux.');
    expect([fr2.document.version, fr2.newVersion]).toEqual([2, true]);
    expect((await status(s)).privacyPolicy).toMatchObject({ latestVersion: 2, upToDate: false });
    expect(await doc('/v1/legals/privacyPolicy/en')).toMatchObject({ version: 2, language: 'fr' });

    // corrected before being translated: French twice is two versions, and the translation fills the latest
    const fr3 = await publish('privacyPolicy', 'fr', '## Nouvelle\n\nVersion trois, corrigée.');
    expect([fr3.document.version, fr3.newVersion]).toEqual([3, true]);
    expect((await call(s, 'POST', '/legals/accept/privacyPolicy', { version: 3 })).statusCode).toBe(200);
    const en3 = await publish('privacyPolicy', 'en', '## New\n\nVersion three.');
    expect([en3.document.version, en3.newVersion]).toEqual([3, false]);
    expect(await doc('/v1/legals/privacyPolicy/en')).toMatchObject({ id: en3.document.id, version: 3 });
    // who accepted version 3 in French is not asked again for its English text
    expect(await status(s)).toMatchObject({
      privacyPolicy: { latestVersion: 3, acceptedVersion: 3, upToDate: true },
      upToDate: true,
    });

    // a second English text is the next version, for everyone
    const en4 = await publish('privacyPolicy', 'en', '## Newer\n\nVersion four.');
    expect([en4.document.version, en4.newVersion]).toEqual([4, true]);
    expect((await status(s)).privacyPolicy).toMatchObject({ latestVersion: 4, upToDate: false });
    const rows = await db().select().from(legalDocuments).where(eq(legalDocuments.type, 'privacyPolicy'));
    const byLanguage = (language: string) =>
      rows
        .filter((r) => r.language === language)
        .map((r) => r.version)
        .sort();
    expect([byLanguage('en'), byLanguage('fr')]).toEqual([
      [1, 3, 4],
      [1, 2, 3],
    ]);
  });
});
