// The words of entrusted care's notices (docs/decisions/044-entrusted-care.md): to the person entrusted (SMS, e-mail,
// push in their language), to the owner, and to a store's e-mail address (in English and French: a store's language
// is not known). A notice never gives the owner's number to the carer, nor the carer's to anyone else.
import type { CareEndReason, Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

/** The day a period ends, as the reader writes dates (UTC: the server does not know the reader's zone). */
export function careDay(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}

/** To the person entrusted: an item is theirs to keep until a date. */
export function entrustedNotice(
  language: Language,
  facts: { item: string; ownerName: string | null; until: Date; link: string },
): Notice {
  const until = careDay(facts.until, language);
  if (language === 'fr') {
    const who = facts.ownerName ?? 'Quelqu’un';
    return {
      subject: `« ${facts.item} » vous est confié`,
      text: `Heirloom : ${who} vous confie « ${facts.item} » jusqu’au ${until}. Voyez-le dans l’app : ${facts.link}`,
      url: facts.link,
    };
  }
  const who = facts.ownerName ?? 'Someone';
  return {
    subject: `“${facts.item}” is entrusted to you`,
    text: `Heirloom: ${who} entrusts “${facts.item}” to you until ${until}. See it in the app: ${facts.link}`,
    url: facts.link,
  };
}

/** To the person entrusted: the care ended (by the owner, by time, or by a change of hands). */
export function careEndedForCarerNotice(language: Language, facts: { item: string }): Notice {
  if (language === 'fr') {
    return {
      subject: `Garde de « ${facts.item} » terminée`,
      text: `Heirloom : la garde de « ${facts.item} » est terminée. Rendez l’objet à son propriétaire.`,
    };
  }
  return {
    subject: `Care of “${facts.item}” ended`,
    text: `Heirloom: the care of “${facts.item}” has ended. Please give the item back to its owner.`,
  };
}

/** To the owner: their item came back from care (the carer ended it, its time ran out, or its repair closed). */
export function careEndedForOwnerNotice(
  language: Language,
  facts: { item: string; reason: CareEndReason; store: string | null; link: string },
): Notice {
  const fr = language === 'fr';
  const by = facts.store ?? (fr ? 'la personne à qui vous l’aviez confié' : 'the person you entrusted it to');
  const why =
    facts.reason === 'time'
      ? fr
        ? 'sa période est arrivée à son terme'
        : 'its period came to its end'
      : facts.reason === 'repair'
        ? fr
          ? 'sa réparation est close'
          : 'its repair is closed'
        : fr
          ? `${by} y a mis fin`
          : `${by} ended it`;
  if (fr) {
    return {
      subject: `« ${facts.item} » n’est plus confié`,
      text: `Heirloom : la garde de « ${facts.item} » est terminée (${why}). ${facts.link}`,
      url: facts.link,
    };
  }
  return {
    subject: `“${facts.item}” is no longer entrusted`,
    text: `Heirloom: the care of “${facts.item}” has ended (${why}). ${facts.link}`,
    url: facts.link,
  };
}

/** To a store's e-mail address, in English and French: an item entrusted to it, or its care ended. */
export function storeCareEmail(facts: { item: string; serial: string; until: Date; ended: boolean }): Notice {
  const en = careDay(facts.until, 'en');
  const fr = careDay(facts.until, 'fr');
  if (facts.ended) {
    return {
      subject: `Care ended / Garde terminée: ${facts.item}`,
      text:
        `The care of “${facts.item}” (serial ${facts.serial}) has ended: give it back to its owner.\n\n` +
        `La garde de « ${facts.item} » (n° de série ${facts.serial}) est terminée : rendez-le à son propriétaire.`,
    };
  }
  return {
    subject: `Item entrusted / Objet confié: ${facts.item}`,
    text:
      `Its owner entrusts “${facts.item}” (serial ${facts.serial}) to your store until ${en}. ` +
      'See it in the console, under Care.\n\n' +
      `Son propriétaire confie « ${facts.item} » (n° de série ${facts.serial}) à votre boutique jusqu’au ${fr}. ` +
      'Voyez-le dans la console, rubrique Garde.',
  };
}
