// What a recipient is told: who sent what (one item by name, several by number), in GSM 7-bit characters.
import { describe, expect, it } from 'vitest';
import { invitationSms, receivedNotice } from './transfer-texts';

const from = '+33 *******01';
const gsm7 = /^[\n\x20-\x5a\x5f\x61-\x7a@£$¥èéùìòÇØøÅåÉÄÖÑÜäöñüà§¿¡ß]*$/;

describe('transfer texts', () => {
  it('name one item, and count several', () => {
    expect(receivedNotice('en', from, { count: 1, name: 'Cabas Riviera' }, 'L')).toMatchObject({
      subject: '"Cabas Riviera" received from +33 *******01',
      text: 'Heirloom: +33 *******01 sent you "Cabas Riviera". It is in your collection: L',
    });
    expect(receivedNotice('fr', from, { count: 2 }, 'L')).toMatchObject({
      subject: '2 objets reçus de +33 *******01',
      text: 'Heirloom : +33 *******01 vous a envoyé 2 objets. Ils sont dans votre collection : L',
    });
    expect(invitationSms('en', from, { count: 3 }, 'L')).toBe(
      'Heirloom: +33 *******01 sent you 3 authenticated items. Sign in with this number to receive them: L',
    );
    expect(invitationSms('fr', from, { count: 1, name: 'Pilote 42' }, 'L')).toBe(
      'Heirloom : +33 *******01 vous a envoyé "Pilote 42". Connectez-vous avec ce numéro pour le recevoir : L',
    );
  });

  it('stay in the GSM 7-bit alphabet (one character outside it doubles an SMS)', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(invitationSms(language, from, { count: 2 }, 'https://x.example/login')).toMatch(gsm7);
      expect(receivedNotice(language, from, { count: 1, name: 'Pilote 42' }, 'L').text).toMatch(gsm7);
    }
  });
});
