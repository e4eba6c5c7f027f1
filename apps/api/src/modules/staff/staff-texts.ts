// The words of the console's e-mails (sign-in links and invitations), in the staff member's language.
import {
  elide,
  type Language,
  STAFF_INVITATION_DAYS,
  STAFF_LINK_MINUTES,
  type StaffRole,
} from '@heirloom/contract';
import type { EmailMessage } from '../../providers/email/email-provider';

const roleNames: Record<Language, Record<StaffRole, string>> = {
  en: { admin: 'admin', afterSales: 'after-sales', catalogue: 'catalogue', messages: 'messages' },
  fr: { admin: 'administration', afterSales: 'après-vente', catalogue: 'catalogue', messages: 'messages' },
};

export const roleList = (roles: readonly string[], language: Language) =>
  roles.map((role) => roleNames[language][role as StaffRole] ?? role).join(', ');

export function signInLinkEmail(language: Language, to: string, link: string): EmailMessage {
  if (language === 'fr') {
    return {
      to,
      subject: 'Votre lien de connexion à la console Heirloom',
      text:
        `Bonjour,\n\nPour ouvrir la console Heirloom, suivez ce lien :\n\n${link}\n\n` +
        `Il est valable ${STAFF_LINK_MINUTES} minutes et ne sert qu’une fois. Si vous n’avez rien demandé, ` +
        `ignorez ce message : personne n’entre sans lui.\n\n— Heirloom`,
    };
  }
  return {
    to,
    subject: 'Your Heirloom console sign-in link',
    text:
      `Hello,\n\nTo open the Heirloom console, follow this link:\n\n${link}\n\n` +
      `It is valid for ${STAFF_LINK_MINUTES} minutes and works once. If you did not ask for it, ignore this ` +
      `message: nobody gets in without it.\n\n— Heirloom`,
  };
}

export function invitationEmail(
  language: Language,
  invite: { to: string; brand: string; invitedBy: string | null; roles: readonly string[]; link: string },
): EmailMessage {
  const roles = roleList(invite.roles, language);
  if (language === 'fr') {
    const who = invite.invitedBy ? `${invite.invitedBy} vous invite` : 'Vous êtes invité(e)';
    return {
      to: invite.to,
      subject: `Rejoignez ${invite.brand} sur la console Heirloom`,
      text:
        `Bonjour,\n\n${who} à rejoindre l’équipe ${elide('de', invite.brand)} sur la console Heirloom ` +
        `(rôles : ${roles}).\n\nPour accepter, suivez ce lien :\n\n${invite.link}\n\n` +
        `Il est valable ${STAFF_INVITATION_DAYS} jours et ne sert qu’une fois.\n\n— Heirloom`,
    };
  }
  const who = invite.invitedBy ? `${invite.invitedBy} invites you` : 'You are invited';
  return {
    to: invite.to,
    subject: `Join ${invite.brand} on the Heirloom console`,
    text:
      `Hello,\n\n${who} to join ${invite.brand}'s team on the Heirloom console (roles: ${roles}).\n\n` +
      `To accept, follow this link:\n\n${invite.link}\n\n` +
      `It is valid for ${STAFF_INVITATION_DAYS} days and works once.\n\n— Heirloom`,
  };
}

type PasskeyChange =
  | { kind: 'added' | 'removed'; name: string }
  /** by: the admin's address; null: Heirloom's operators, from the command line */
  | { kind: 'reset'; brand: string; by: string | null };

function passkeyChangeLine(language: Language, change: PasskeyChange): string {
  const fr = language === 'fr';
  if (change.kind === 'reset') {
    const who = fr
      ? change.by
        ? `${change.by}, administrateur ${elide('de', change.brand)}, a retiré`
        : `À la demande ${elide('de', change.brand)}, Heirloom a retiré`
      : change.by
        ? `${change.by}, an admin of ${change.brand}, removed`
        : `At ${change.brand}'s request, Heirloom removed`;
    return fr
      ? `${who} vos clés d’accès de la console Heirloom : vous vous connecterez avec le lien envoyé par e-mail, ` +
          `puis pourrez en ajouter une nouvelle.`
      : `${who} your Heirloom console passkeys: you will sign in with the link we e-mail you, then you can add ` +
          `a new one.`;
  }
  if (change.kind === 'added')
    return fr
      ? `La clé d’accès « ${change.name} » a été ajoutée à votre compte de la console Heirloom.`
      : `The passkey “${change.name}” was added to your Heirloom console account.`;
  return fr
    ? `La clé d’accès « ${change.name} » a été retirée de votre compte de la console Heirloom.`
    : `The passkey “${change.name}” was removed from your Heirloom console account.`;
}

/** What changed among the person's console passkeys, e-mailed to them: nobody adds or removes one unseen. */
export function passkeyChangeEmail(
  language: Language,
  to: string,
  change: PasskeyChange,
  consoleUrl: string,
): EmailMessage {
  const what = passkeyChangeLine(language, change);
  if (language === 'fr')
    return {
      to,
      subject: 'Vos clés d’accès à la console Heirloom ont changé',
      text:
        `Bonjour,\n\n${what}\n\nSi ce n’est pas vous, prévenez sans attendre un administrateur de votre ` +
        `marque.\n\n${consoleUrl}\n\n— Heirloom`,
    };
  return {
    to,
    subject: 'Your Heirloom console passkeys changed',
    text: `Hello,\n\n${what}\n\nIf this was not you, tell an admin of your brand at once.\n\n${consoleUrl}\n\n— Heirloom`,
  };
}
