// The words of a new-message notice to an owner, in their language.
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

export function messageNotice(
  language: Language,
  facts: {
    brand: string;
    /** the item's or the collection's name */
    about: string;
    scope: 'item' | 'collection';
    title: { en: string; fr: string | null };
    link: string;
  },
): Notice {
  if (language === 'fr') {
    const title = facts.title.fr ?? facts.title.en;
    const about =
      facts.scope === 'item'
        ? `votre «\u00a0${facts.about}\u00a0»`
        : `la collection «\u00a0${facts.about}\u00a0»`;
    return {
      subject: `${facts.brand}\u00a0: ${title}`,
      text: `Heirloom\u00a0: ${facts.brand} vous a écrit au sujet de ${about}\u00a0: «\u00a0${title}\u00a0». À lire ici\u00a0: ${facts.link}`,
      url: facts.link,
    };
  }
  const about = facts.scope === 'item' ? `your “${facts.about}”` : `the “${facts.about}” collection`;
  return {
    subject: `${facts.brand}: ${facts.title.en}`,
    text: `Heirloom: ${facts.brand} wrote to you about ${about}: “${facts.title.en}”. Read it here: ${facts.link}`,
    url: facts.link,
  };
}
