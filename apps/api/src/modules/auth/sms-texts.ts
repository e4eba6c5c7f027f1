// The words of the sign-in and confirmation SMS, in the user's language, with the WebOTP line.
import type { Language, StepUpRequest } from '@heirloom/contract';
import { maskPhone } from '../../lib/phone';

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

/**
 * "Confirmation code 123456 to send 2 items to +33 *******42": what the code confirms, so a code asked for by someone
 * else (a phishing page relaying our SMS) says what it would really do. Plain GSM 7-bit characters ('*',
 * '...'), so that the English text stays one SMS part.
 */
export function stepUpSms(
  language: Language,
  code: string,
  request: StepUpRequest,
  publicUrl: string,
): string {
  const count = request.productsIds?.length ?? 0;
  const to = request.phoneTo
    ? maskPhone(request.phoneTo, '*')
    : request.addressTo
      ? `${request.addressTo.slice(0, 6)}...${request.addressTo.slice(-4)}`
      : '';
  const what =
    language === 'fr'
      ? {
          sendToPhone: `pour envoyer ${count} objet${count > 1 ? 's' : ''} au ${to}`,
          sendToAddress: `pour envoyer ${count} objet${count > 1 ? 's' : ''} vers le portefeuille ${to}`,
          deleteAccount: 'pour supprimer votre compte',
          entrustToPhone: `pour confier ${count} objet${count > 1 ? 's' : ''} au ${to}`,
          entrustToStore: `pour confier ${count} objet${count > 1 ? 's' : ''} à une boutique de la marque`,
          changeHeirs: `pour modifier votre héritier ${to}`,
        }
      : {
          sendToPhone: `to send ${count} item${count > 1 ? 's' : ''} to ${to}`,
          sendToAddress: `to send ${count} item${count > 1 ? 's' : ''} to the wallet ${to}`,
          deleteAccount: 'to delete your account',
          entrustToPhone: `to entrust ${count} item${count > 1 ? 's' : ''} to ${to}`,
          entrustToStore: `to entrust ${count} item${count > 1 ? 's' : ''} to a store of its brand`,
          changeHeirs: `to change your heir ${to}`,
        };
  const body =
    language === 'fr'
      ? `Heirloom : code de confirmation ${code} ${what[request.action]}. Ne le communiquez à personne.`
      : `Heirloom: confirmation code ${code} ${what[request.action]}. Never share it with anyone.`;
  return `${body}\n\n${webOtpLine(publicUrl, code)}`;
}
