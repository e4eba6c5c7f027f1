// The words of the e-mail that confirms an address, in the owner's language.
import { EMAIL_TOKEN_TTL_SECONDS, type Language } from '@heirloom/contract';
import type { EmailMessage } from '../../providers/email/email-provider';

const hours = EMAIL_TOKEN_TTL_SECONDS / 3600;

export function confirmationEmail(language: Language, to: string, link: string): EmailMessage {
  if (language === 'fr') {
    return {
      to,
      subject: 'Confirmez votre adresse e-mail Heirloom',
      text:
        `Bonjour,\n\nPour recevoir vos notifications Heirloom à cette adresse, confirmez-la en ouvrant ce lien :\n\n${link}\n\n` +
        `Le lien est valable ${hours} heures et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n— Heirloom`,
    };
  }
  return {
    to,
    subject: 'Confirm your Heirloom e-mail address',
    text:
      `Hello,\n\nTo get your Heirloom notifications at this address, confirm it by opening this link:\n\n${link}\n\n` +
      `The link is valid for ${hours} hours and works once. If you did not ask for this, ignore this message.\n\n— Heirloom`,
  };
}
