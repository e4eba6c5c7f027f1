// The words of the SMS sent to a transfer's recipient, in their language (the sender's when unknown).
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

export function invitationSms(language: Language, from: string, count: number, link: string): string {
  return language === 'fr'
    ? `Heirloom : ${from} vous a envoyé ${count} objet${count > 1 ? 's' : ''} authentifié${count > 1 ? 's' : ''}. Connectez-vous avec ce numéro pour le${count > 1 ? 's' : ''} recevoir : ${link}`
    : `Heirloom: ${from} sent you ${count} authenticated item${count > 1 ? 's' : ''}. Sign in with this number to receive ${count > 1 ? 'them' : 'it'}: ${link}`;
}

export function receivedSms(language: Language, from: string, count: number, link: string): string {
  return language === 'fr'
    ? `Heirloom : ${from} vous a envoyé ${count} objet${count > 1 ? 's' : ''}. ${count > 1 ? 'Ils sont' : 'Il est'} dans votre collection : ${link}`
    : `Heirloom: ${from} sent you ${count} item${count > 1 ? 's' : ''}. ${count > 1 ? 'They are' : 'It is'} in your collection: ${link}`;
}

/** To a recipient who has an account: through their notification channels. */
export function receivedNotice(language: Language, from: string, count: number, link: string): Notice {
  return {
    subject:
      language === 'fr'
        ? `${count > 1 ? `${count} objets reçus` : 'Un objet reçu'} de ${from}`
        : `${count > 1 ? `${count} items` : 'An item'} received from ${from}`,
    text: receivedSms(language, from, count, link),
    url: link,
  };
}
