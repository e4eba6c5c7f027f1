// @vitest-environment happy-dom
// Legal client: docs/product.md "Calls" paths, the documents in one language, acceptance of both or of the one that changed.
import { describe, expect, it } from 'vitest';
import { bodyOf, describeCall, mockHttp } from '../test/mock-http';
import { lastAccepted, makeLegal } from '../test/fixtures/legal';
import { acceptLegals, fetchLastAccepted, fetchLatestLegal, legalKeys, pendingLegalTypes } from './legal';
import { tokenStore } from './token-store';
import { fakeJwt } from '../test/fake-jwt';

const mock = mockHttp();

describe('legal client', () => {
  it('reads where the owner stands and the latest texts in one language', async () => {
    mock.handler = (call) =>
      call.url === '/legals/lastLegalsAccepted'
        ? { status: 200, data: lastAccepted({ terms: false }) }
        : { status: 200, data: makeLegal('privacyPolicy', 2, 'fr') };
    expect((await fetchLastAccepted()).upToDate).toBe(false);
    await fetchLatestLegal('termsAndConditions', 'fr');
    await fetchLatestLegal('privacyPolicy', 'en');
    expect(mock.calls.map(describeCall)).toEqual([
      'GET /legals/lastLegalsAccepted',
      'GET /v1/legals/termsAndConditions/fr',
      'GET /v1/legals/privacyPolicy/en',
    ]);
  });

  it('accepts both at once, or only the document that changed, with the given versions', async () => {
    mock.handler = () => ({ status: 200, data: lastAccepted() });
    await acceptLegals({ termsAndConditions: 3, privacyPolicy: 2 });
    await acceptLegals({ termsAndConditions: 4 });
    await acceptLegals({ privacyPolicy: 5 });
    expect(mock.calls.map(describeCall)).toEqual([
      'POST /legals/accept',
      'POST /legals/accept/termsAndConditions',
      'POST /legals/accept/privacyPolicy',
    ]);
    expect(mock.calls.map(bodyOf)).toEqual([
      { termsAndConditions: 3, privacyPolicy: 2 },
      { version: 4 },
      { version: 5 },
    ]);
    await expect(acceptLegals({})).rejects.toThrow('Nothing to accept');
  });

  it('lists the documents still to accept', () => {
    expect(pendingLegalTypes(lastAccepted({ terms: false, privacy: false }))).toEqual([
      'termsAndConditions',
      'privacyPolicy',
    ]);
    expect(pendingLegalTypes(lastAccepted({ privacy: false }))).toEqual(['privacyPolicy']);
    expect(pendingLegalTypes(lastAccepted())).toEqual([]);
  });

  it('keeps each account’s answer apart', () => {
    tokenStore.save({ accessToken: fakeJwt({ sub: 'user-a' }), refreshToken: fakeJwt({ sub: 'user-a' }) });
    const first = legalKeys.lastAccepted();
    tokenStore.save({ accessToken: fakeJwt({ sub: 'user-b' }), refreshToken: fakeJwt({ sub: 'user-b' }) });
    expect(legalKeys.lastAccepted()).not.toEqual(first);
    expect(legalKeys.lastAccepted()).toEqual(['legal', 'lastAccepted', 'user-b']);
    tokenStore.clear();
  });
});
