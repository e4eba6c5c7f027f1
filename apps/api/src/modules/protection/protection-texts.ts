// The words of the notice an owner gets when a finder writes through the item's public page, with the link to
// the item's messages in the app (the push notification opens it).
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

export function finderNotice(
  language: Language,
  facts: { item: string; message: string; contact: string | null; link: string },
): Notice {
  if (language === 'fr') {
    return {
      subject: `Quelqu’un a écrit au sujet de « ${facts.item} »`,
      text:
        `Heirloom : quelqu’un a écrit au propriétaire de « ${facts.item} » depuis sa page d’authenticité : « ${facts.message} »` +
        (facts.contact ? ` Contact : ${facts.contact}` : ' (pas de contact laissé)') +
        `. Votre identité ne lui a pas été communiquée. À lire et à traiter ici\u00a0: ${facts.link}`,
      url: facts.link,
    };
  }
  return {
    subject: `Someone wrote about “${facts.item}”`,
    text:
      `Heirloom: someone wrote to the owner of “${facts.item}” from its authenticity page: “${facts.message}”` +
      (facts.contact ? ` Contact: ${facts.contact}` : ' (no contact left)') +
      `. Your identity was not shared with them. Read and handle it here: ${facts.link}`,
    url: facts.link,
  };
}
