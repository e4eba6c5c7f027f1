// The words of the notice an owner gets when a finder writes through the item's public page.
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

export function finderNotice(
  language: Language,
  facts: { item: string; message: string; contact: string | null },
): Notice {
  if (language === 'fr') {
    return {
      subject: `Quelqu’un a écrit au sujet de « ${facts.item} »`,
      text:
        `Heirloom : quelqu’un a écrit au propriétaire de « ${facts.item} » depuis sa page d’authenticité : « ${facts.message} »` +
        (facts.contact ? ` Contact : ${facts.contact}` : ' (pas de contact laissé)') +
        '. Votre identité ne lui a pas été communiquée.',
    };
  }
  return {
    subject: `Someone wrote about “${facts.item}”`,
    text:
      `Heirloom: someone wrote to the owner of “${facts.item}” from its authenticity page: “${facts.message}”` +
      (facts.contact ? ` Contact: ${facts.contact}` : ' (no contact left)') +
      '. Your identity was not shared with them.',
  };
}
