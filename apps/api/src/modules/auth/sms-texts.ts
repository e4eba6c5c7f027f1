// The words of the sign-in and confirmation SMS, in the user's language, with the WebOTP line.
import type { Language, StepUpAction } from '@heirloom/contract';

const actionWords: Record<StepUpAction, Record<Language, string>> = {
  sendToPhone: { en: 'sending items to a phone number', fr: 'l’envoi d’objets vers un numéro de téléphone' },
  sendToAddress: {
    en: 'sending items to a wallet address',
    fr: 'l’envoi d’objets vers une adresse de portefeuille',
  },
  deleteAccount: { en: 'deleting your account', fr: 'la suppression de votre compte' },
};

/** WebOTP (Android Chrome): the last line is "@<host> #<code>". */
function webOtpLine(publicUrl: string, code: string): string {
  return `@${new URL(publicUrl).hostname} #${code}`;
}

export function loginSms(language: Language, code: string, link: string, publicUrl: string): string {
  const body =
    language === 'fr'
      ? `Heirloom : votre code de connexion est ${code}. Il expire dans 5 minutes. Ou connectez-vous avec ce lien : ${link}`
      : `Heirloom: your sign-in code is ${code}. It expires in 5 minutes. Or sign in with this link: ${link}`;
  return `${body}\n\n${webOtpLine(publicUrl, code)}`;
}

export function stepUpSms(language: Language, code: string, action: StepUpAction, publicUrl: string): string {
  const what = actionWords[action][language];
  const body =
    language === 'fr'
      ? `Heirloom : votre code de confirmation pour ${what} est ${code}. Ne le communiquez à personne.`
      : `Heirloom: your confirmation code for ${what} is ${code}. Never share it with anyone.`;
  return `${body}\n\n${webOtpLine(publicUrl, code)}`;
}
