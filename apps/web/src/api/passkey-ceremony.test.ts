// @vitest-environment happy-dom
// What the browser's passkey sheet refuses, in one of our reasons and the owner's words; the invitation's quiet days.
import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { declineInvitation, invitationDeclinedRecently } from './passkeys';
import { ceremonyFailure, passkeyErrorMessage, PasskeyCeremonyError } from './passkey-ceremony';
import { HttpError } from './http';

const domError = (name: string) => new DOMException('refused', name);
const webAuthnError = (code: ConstructorParameters<typeof WebAuthnError>[0]['code']) =>
  new WebAuthnError({ message: 'refused', code, cause: new Error('cause') });

describe('ceremonyFailure', () => {
  it.each([
    [domError('NotAllowedError'), 'cancelled'],
    [domError('AbortError'), 'cancelled'],
    [webAuthnError('ERROR_CEREMONY_ABORTED'), 'cancelled'],
    [domError('NotSupportedError'), 'unsupported'],
    [domError('InvalidStateError'), 'exists'],
    [webAuthnError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'), 'exists'],
    [webAuthnError('ERROR_INVALID_RP_ID'), 'failed'],
    [new Error('odd'), 'failed'],
  ])('reads %s as %s', (error, reason) => {
    const failure = ceremonyFailure(error);
    expect(failure).toBeInstanceOf(PasskeyCeremonyError);
    expect(failure.reason).toBe(reason);
    expect(failure.cause).toBe(error);
  });
});

describe('passkeyErrorMessage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says what the browser refused in the owner’s language, and the API’s own message otherwise', async () => {
    const t = i18n.getFixedT('en');
    expect(passkeyErrorMessage(new PasskeyCeremonyError('cancelled'), t)).toMatch(/cancelled or timed out/);
    await i18n.changeLanguage('fr');
    expect(passkeyErrorMessage(new PasskeyCeremonyError('exists'), i18n.getFixedT('fr'))).toBe(
      'Cet appareil a déjà une clé d’accès pour votre compte.',
    );
    const refused = new HttpError('Request failed with status code 403', 'ERR_BAD_REQUEST', undefined, {
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', code: 'RECOVERY_LOCKED', message: 'Locked until then.' },
    });
    expect(passkeyErrorMessage(refused, t)).toBe('Locked until then.');
  });
});

describe('the invitation to add a passkey', () => {
  afterEach(() => localStorage.clear());

  it('stays quiet for 30 days once declined on this device', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2026, 10, 25);
    expect(invitationDeclinedRecently(now)).toBe(false);
    declineInvitation(now);
    expect(invitationDeclinedRecently(now + 29 * day)).toBe(true);
    expect(invitationDeclinedRecently(now + 30 * day)).toBe(false);
  });
});
