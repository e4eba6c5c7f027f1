// What the owner is told about their passkeys, on every channel (security notices), in English and French.
import type { Language } from '@heirloom/contract';
import { utcTime } from '../../lib/messages';
import type { Notice } from '../notifications/owner-notifier';

const when = (date: Date, language: Language) => utcTime(date.toISOString(), language);

/** A short name for the device a user agent describes: "Chrome on Android", "Safari on iPhone"… */
export function deviceName(userAgent: string | null, language: Language): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : undefined;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Linux/.test(ua)
              ? 'Linux'
              : undefined;
  const on = language === 'fr' ? 'sur' : 'on';
  if (browser && system) return `${browser} ${on} ${system}`;
  return browser ?? system ?? (language === 'fr' ? 'un appareil inconnu' : 'an unknown device');
}

export function smsSignInNotice(
  language: Language,
  userAgent: string | null,
  at: Date,
  settingsUrl: string,
): Notice {
  const device = deviceName(userAgent, language);
  return language === 'fr'
    ? {
        subject: 'Nouvelle connexion par SMS',
        text: `Heirloom : nouvelle connexion par SMS à votre compte (${device}, ${when(at, 'fr')}). Si ce n’est pas vous, vos objets restent protégés par votre clé d’accès : fermez cette session dans vos réglages, ${settingsUrl}`,
        url: settingsUrl,
      }
    : {
        subject: 'New sign-in by SMS',
        text: `Heirloom: a new sign-in by SMS to your account (${device}, ${when(at, 'en')}). If it was not you, your items stay protected by your passkey: end that session in your settings, ${settingsUrl}`,
        url: settingsUrl,
      };
}

export function passkeyAddedNotice(language: Language, name: string, settingsUrl: string): Notice {
  return language === 'fr'
    ? {
        subject: 'Clé d’accès ajoutée',
        text: `Heirloom : la clé d’accès « ${name} » a été ajoutée à votre compte. Elle confirmera désormais l’envoi de vos objets. Si ce n’est pas vous, retirez-la : ${settingsUrl}`,
        url: settingsUrl,
      }
    : {
        subject: 'Passkey added',
        text: `Heirloom: the passkey “${name}” was added to your account. From now on it confirms sending your items. If it was not you, remove it: ${settingsUrl}`,
        url: settingsUrl,
      };
}

export function passkeyRemovedNotice(language: Language, name: string, settingsUrl: string): Notice {
  return language === 'fr'
    ? {
        subject: 'Clé d’accès retirée',
        text: `Heirloom : la clé d’accès « ${name} » a été retirée de votre compte. ${settingsUrl}`,
        url: settingsUrl,
      }
    : {
        subject: 'Passkey removed',
        text: `Heirloom: the passkey “${name}” was removed from your account. ${settingsUrl}`,
        url: settingsUrl,
      };
}

export function recoveryStartedNotice(language: Language, endsAt: Date, settingsUrl: string): Notice {
  return language === 'fr'
    ? {
        subject: 'Récupération de vos clés d’accès',
        text: `Heirloom : une récupération de vos clés d’accès a été demandée. Sans annulation, elles seront retirées le ${when(endsAt, 'fr')} ; d’ici là, l’envoi de vos objets et la suppression du compte sont bloqués. Si ce n’est pas vous, annulez-la depuis n’importe quel appareil connecté : ${settingsUrl}`,
        url: settingsUrl,
      }
    : {
        subject: 'Recovery of your passkeys',
        text: `Heirloom: a recovery of your passkeys was asked for. Unless it is cancelled, they will be removed on ${when(endsAt, 'en')}; until then, sending your items and deleting the account are locked. If it was not you, cancel it from any signed-in device: ${settingsUrl}`,
        url: settingsUrl,
      };
}

export function recoveryCancelledNotice(language: Language, settingsUrl: string): Notice {
  return language === 'fr'
    ? {
        subject: 'Récupération annulée',
        text: `Heirloom : la récupération de vos clés d’accès a été annulée. Vos clés d’accès protègent toujours vos objets. ${settingsUrl}`,
        url: settingsUrl,
      }
    : {
        subject: 'Recovery cancelled',
        text: `Heirloom: the recovery of your passkeys was cancelled. Your passkeys still protect your items. ${settingsUrl}`,
        url: settingsUrl,
      };
}

export function recoveryCompletedNotice(language: Language, settingsUrl: string): Notice {
  return language === 'fr'
    ? {
        subject: 'Clés d’accès retirées',
        text: `Heirloom : la récupération est terminée, vos anciennes clés d’accès ont été retirées. Les codes SMS confirment de nouveau vos actions ; ajoutez une nouvelle clé d’accès : ${settingsUrl}`,
        url: settingsUrl,
      }
    : {
        subject: 'Passkeys removed',
        text: `Heirloom: the recovery is over and your old passkeys were removed. SMS codes confirm your actions again; add a new passkey: ${settingsUrl}`,
        url: settingsUrl,
      };
}
