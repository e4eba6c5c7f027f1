// The words of the SMS and notices sent to a transfer's recipient, in their language (the sender's when
// unknown): who sent what, the sender's number masked. Plain GSM 7-bit quotes and '*' masks: one
// character outside that alphabet sends a whole SMS as UCS-2, in twice as many parts.
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

/** What was sent: one item by its name, several by their number. */
export interface SentItems {
  count: number;
  /** the item's name, when there is one item */
  name?: string;
}

const whatEn = ({ count, name }: SentItems, adjective = '') =>
  count === 1 && name ? `"${name}"` : `${count} ${adjective}item${count > 1 ? 's' : ''}`;
const whatFr = ({ count, name }: SentItems, authentifie = false) =>
  count === 1 && name
    ? `"${name}"`
    : `${count} objet${count > 1 ? 's' : ''}${authentifie ? ` authentifié${count > 1 ? 's' : ''}` : ''}`;

export function invitationSms(language: Language, from: string, sent: SentItems, link: string): string {
  const many = sent.count > 1;
  return language === 'fr'
    ? `Heirloom : ${from} vous a envoyé ${whatFr(sent, true)}. Connectez-vous avec ce numéro pour le${many ? 's' : ''} recevoir : ${link}`
    : `Heirloom: ${from} sent you ${whatEn(sent, 'authenticated ')}. Sign in with this number to receive ${many ? 'them' : 'it'}: ${link}`;
}

export function receivedSms(language: Language, from: string, sent: SentItems, link: string): string {
  const many = sent.count > 1;
  return language === 'fr'
    ? `Heirloom : ${from} vous a envoyé ${whatFr(sent)}. ${many ? 'Ils sont' : 'Il est'} dans votre collection : ${link}`
    : `Heirloom: ${from} sent you ${whatEn(sent)}. ${many ? 'They are' : 'It is'} in your collection: ${link}`;
}

/** To a recipient who has an account: through their notification channels; the link opens what arrived. */
export function receivedNotice(language: Language, from: string, sent: SentItems, link: string): Notice {
  return {
    subject:
      language === 'fr'
        ? `${sent.count > 1 ? `${sent.count} objets reçus` : `${whatFr(sent)} reçu`} de ${from}`
        : `${sent.count > 1 ? `${sent.count} items` : whatEn(sent)} received from ${from}`,
    text: receivedSms(language, from, sent, link),
    url: link,
  };
}
