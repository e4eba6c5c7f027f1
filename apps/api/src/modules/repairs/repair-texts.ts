// The words of repair notices to the owner, in their language.
import type { Language, RepairState } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

const stateWords: Record<RepairState, { en: string; fr: string }> = {
  requested: { en: 'requested', fr: 'demandée' },
  accepted: { en: 'accepted', fr: 'acceptée' },
  in_progress: { en: 'in progress', fr: 'en cours' },
  ready_for_pickup: { en: 'ready for pickup', fr: 'prête à être retirée' },
  completed: { en: 'completed', fr: 'terminée' },
  rejected: { en: 'declined', fr: 'refusée' },
  cancelled: { en: 'cancelled', fr: 'annulée' },
};

export function repairNotice(
  language: Language,
  facts: {
    item: string;
    store: string;
    state: RepairState;
    note: string | null;
    link: string;
    noteOnly: boolean;
  },
): Notice {
  const state = stateWords[facts.state][language];
  if (language === 'fr') {
    const head = facts.noteOnly
      ? `Heirloom : ${facts.store} vous a écrit au sujet de la réparation de « ${facts.item} ».`
      : `Heirloom : la réparation de « ${facts.item} » chez ${facts.store} est ${state}.`;
    return {
      subject: facts.noteOnly ? `Réparation de « ${facts.item} » : un message` : `Réparation ${state}`,
      text: `${head}${facts.note ? ` Note : ${facts.note}` : ''} ${facts.link}`,
      url: facts.link,
    };
  }
  const head = facts.noteOnly
    ? `Heirloom: ${facts.store} wrote about the repair of “${facts.item}”.`
    : `Heirloom: the repair of “${facts.item}” at ${facts.store} is ${state}.`;
  return {
    subject: facts.noteOnly ? `Repair of “${facts.item}”: a message` : `Repair ${state}`,
    text: `${head}${facts.note ? ` Note: ${facts.note}` : ''} ${facts.link}`,
    url: facts.link,
  };
}

/** To the store's e-mail address, in English and French (the store's language is not known). */
export function newRepairEmail(facts: { item: string; serial: string; details: string }): Notice {
  return {
    subject: `New repair request / Nouvelle demande de réparation: ${facts.item}`,
    text:
      `A new repair request for “${facts.item}” (serial ${facts.serial}):\n\n${facts.details}\n\n` +
      `Nouvelle demande de réparation pour « ${facts.item} » (n° de série ${facts.serial}) :\n\n${facts.details}\n\n` +
      'Brand API: GET /api/brand/repairs/10/0?state=requested',
  };
}
