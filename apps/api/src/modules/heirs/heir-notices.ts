// The words of the heirs' notices and the owner's reminders, in each language (SMS, e-mail and push).
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

/** "Someone who uses Heirloom named you": the owner's name only when they consented to give it. */
export function namedNotice(language: Language, ownerName: string | null, publicUrl: string): Notice {
  const url = `${publicUrl}/heirs`;
  if (language === 'fr') {
    const who = ownerName ? `${ownerName}, qui utilise Heirloom,` : 'Une personne qui utilise Heirloom';
    return {
      subject: 'Vous avez été désigné héritier',
      text: `Heirloom : ${who} vous a désigné comme héritier de certains de ses objets. Rien n’est à faire aujourd’hui.`,
      url,
    };
  }
  const who = ownerName ? `${ownerName}, who uses Heirloom,` : 'Someone who uses Heirloom';
  return {
    subject: 'You were named as an heir',
    text: `Heirloom: ${who} named you as an heir to some of their items. There is nothing to do today.`,
    url,
  };
}

export function reminderNotice(language: Language, step: number, publicUrl: string): Notice {
  const url = `${publicUrl}/settings`;
  return language === 'fr'
    ? {
        subject: 'Êtes-vous toujours là ?',
        text: `Heirloom : vous ne vous êtes pas connecté depuis longtemps. Connectez-vous pour confirmer que tout va bien ; sans nouvelles de vous d’ici un mois, vos héritiers seront prévenus qu’ils peuvent faire une demande. (Rappel ${step + 1}/4)`,
        url,
      }
    : {
        subject: 'Are you still there?',
        text: `Heirloom: you have not signed in for a long time. Sign in to confirm all is well; without news from you within a month, your heirs will be told they may claim. (Reminder ${step + 1}/4)`,
        url,
      };
}

export function mayClaimNotice(language: Language, ownerName: string | null, publicUrl: string): Notice {
  const url = `${publicUrl}/heirs`;
  if (language === 'fr') {
    const who = ownerName ?? 'Une personne qui vous a désigné comme héritier';
    return {
      subject: 'Vous pouvez faire une demande d’héritage',
      text: `Heirloom : ${who} ne s’est pas connecté depuis longtemps. En tant qu’héritier, vous pouvez faire une demande dans l’application : ${url}`,
      url,
    };
  }
  const who = ownerName ?? 'Someone who named you as an heir';
  return {
    subject: 'You may claim as an heir',
    text: `Heirloom: ${who} has not signed in for a long time. As their heir, you may make a claim in the app: ${url}`,
    url,
  };
}

export function claimCancelledNotice(language: Language, publicUrl: string): Notice {
  const url = `${publicUrl}/heirs`;
  return language === 'fr'
    ? {
        subject: 'Demande d’héritage annulée',
        text: 'Heirloom : la personne dont vous demandiez les objets s’est reconnectée. Votre demande est annulée.',
        url,
      }
    : {
        subject: 'Heir’s claim cancelled',
        text: 'Heirloom: the person whose items you claimed has signed in again. Your claim is cancelled.',
        url,
      };
}

export function claimDecidedNotice(
  language: Language,
  decision: { brand: string; approved: boolean; reason: string | null },
  publicUrl: string,
): Notice {
  const url = decision.approved ? `${publicUrl}/` : `${publicUrl}/heirs`;
  if (language === 'fr') {
    return decision.approved
      ? {
          subject: 'Demande d’héritage acceptée',
          text: `Heirloom : ${decision.brand} a accepté votre demande. Les objets sont maintenant dans votre collection.`,
          url,
        }
      : {
          subject: 'Demande d’héritage refusée',
          text: `Heirloom : ${decision.brand} a refusé votre demande. Motif : ${decision.reason ?? ''}`,
          url,
        };
  }
  return decision.approved
    ? {
        subject: 'Heir’s claim approved',
        text: `Heirloom: ${decision.brand} approved your claim. The items are now in your collection.`,
        url,
      }
    : {
        subject: 'Heir’s claim refused',
        text: `Heirloom: ${decision.brand} refused your claim. Reason: ${decision.reason ?? ''}`,
        url,
      };
}
