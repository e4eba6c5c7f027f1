// The console's e-mails name the brand after "de" in French: elided before a vowel ("l’équipe d’Atelier Nuit"), as
// written before a consonant or an h; the English ones are unchanged.
import { describe, expect, it } from 'vitest';
import { invitationEmail, passkeyChangeEmail } from './staff-texts';

const invite = (brand: string, language: 'en' | 'fr') =>
  invitationEmail(language, {
    to: 'new@atelier-nuit.example',
    brand,
    invitedBy: 'admin@atelier-nuit.example',
    roles: ['catalogue'],
    link: 'L',
  });
const reset = (brand: string, by: string | null) =>
  passkeyChangeEmail('fr', 'staff@atelier-nuit.example', { kind: 'reset', brand, by }, 'C').text;

describe('the console e-mails in French', () => {
  it('invites to the team "d’Atelier Nuit", "de Maison Aurèle", "de Hublot"', () => {
    expect(invite('Atelier Nuit', 'fr').text).toContain('à rejoindre l’équipe d’Atelier Nuit sur la console');
    expect(invite('Maison Aurèle', 'fr').text).toContain(
      'à rejoindre l’équipe de Maison Aurèle sur la console',
    );
    expect(invite('Hublot', 'fr').text).toContain('l’équipe de Hublot');
    expect(invite('Atelier Nuit', 'en').text).toContain("to join Atelier Nuit's team");
  });

  it('says whose admin removed the passkeys, or at whose request Heirloom did', () => {
    expect(reset('Atelier Nuit', 'a@atelier-nuit.example')).toContain(
      'a@atelier-nuit.example, administrateur d’Atelier Nuit, a retiré',
    );
    expect(reset('Éclat', null)).toContain('À la demande d’Éclat, Heirloom a retiré');
    expect(reset('Domaine Solène', null)).toContain('À la demande de Domaine Solène, Heirloom a retiré');
  });
});
