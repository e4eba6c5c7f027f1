// The user-facing text of every API error code, in English and French.
import type { Language } from '@heirloom/contract';

type Params = Record<string, string | number>;
type Text = string | ((p: Params) => string);

const internal = {
  en: 'Something went wrong on our side. Please try again.',
  fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
};

/** An ISO time as the owner reads it in an error, in UTC (the API does not know their time zone). */
export function utcTime(iso: string | number | undefined, language: Language): string {
  const date = new Date(String(iso));
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

const catalogue: Record<string, { en: Text; fr: Text }> = {
  VALIDATION: {
    en: (p) => `Invalid input${p.field ? ` (${p.field})` : ''}: ${p.detail ?? 'please check the value.'}`,
    fr: (p) => `Saisie invalide${p.field ? ` (${p.field})` : ''} : ${p.detail ?? 'vérifiez la valeur.'}`,
  },
  MISSING_LOGIN_ARGS: {
    en: 'Missing args in login.',
    fr: 'Arguments manquants pour la connexion.',
  },
  UNAUTHORIZED: { en: 'Please sign in again.', fr: 'Veuillez vous reconnecter.' },
  NOT_FOUND: { en: 'Not found.', fr: 'Introuvable.' },
  ROUTE_NOT_FOUND: {
    en: (p) => `No such API route: ${p.method} ${p.url}`,
    fr: (p) => `Cette route de l’API n’existe pas : ${p.method} ${p.url}`,
  },
  CODE_INVALID: {
    en: (p) => `This code is not correct. ${p.remaining} attempt${p.remaining === 1 ? '' : 's'} left.`,
    fr: (p) => `Ce code n’est pas correct. Il reste ${p.remaining} essai${p.remaining === 1 ? '' : 's'}.`,
  },
  CODE_EXPIRED: {
    en: 'This code has expired. Ask for a new one.',
    fr: 'Ce code a expiré. Demandez-en un nouveau.',
  },
  CODE_LOCKED: {
    en: 'Too many wrong attempts. Ask for a new code.',
    fr: 'Trop d’essais incorrects. Demandez un nouveau code.',
  },
  NO_ACTIVE_CODE: {
    en: 'No code is waiting for this number. Ask for a new one.',
    fr: 'Aucun code n’est en attente pour ce numéro. Demandez-en un nouveau.',
  },
  LINK_INVALID: {
    en: 'This sign-in link is invalid or has already been used.',
    fr: 'Ce lien de connexion est invalide ou a déjà été utilisé.',
  },
  RESEND_TOO_SOON: {
    en: (p) => `Please wait ${p.seconds} s before asking for a new code.`,
    fr: (p) => `Veuillez patienter ${p.seconds} s avant de demander un nouveau code.`,
  },
  DAILY_CODE_LIMIT: {
    en: 'Too many codes were sent to this number today. Try again tomorrow.',
    fr: 'Trop de codes ont été envoyés à ce numéro aujourd’hui. Réessayez demain.',
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many requests. Please try again in a moment.',
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  },
  CAPTCHA_FAILED: {
    en: 'We could not verify that you are human. Please try again.',
    fr: 'Nous n’avons pas pu vérifier que vous êtes humain. Veuillez réessayer.',
  },
  SMS_FAILED: {
    en: 'The SMS could not be sent. Please try again later.',
    fr: 'Le SMS n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  REFRESH_INVALID: {
    en: 'Your session has ended. Please sign in again.',
    fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
  },
  REFRESH_REUSED: {
    en: 'For your security this session was closed. Please sign in again.',
    fr: 'Pour votre sécurité, cette session a été fermée. Veuillez vous reconnecter.',
  },
  STEP_UP_REQUIRED: {
    en: 'Please confirm this action with the code we sent you.',
    fr: 'Veuillez confirmer cette action avec le code que nous vous avons envoyé.',
  },
  PASSKEY_REQUIRED: {
    en: 'Your items are protected by a passkey: confirm this with your passkey, not an SMS code.',
    fr: 'Vos objets sont protégés par une clé d’accès : confirmez avec votre clé d’accès, pas avec un code SMS.',
  },
  RECOVERY_LOCKED: {
    en: (p) =>
      `Your passkeys are being recovered: sending items, deleting the account and removing a passkey are locked until ${utcTime(p.endsAt, 'en')}.`,
    fr: (p) =>
      `Vos clés d’accès sont en cours de récupération : l’envoi d’objets, la suppression du compte et le retrait d’une clé d’accès sont bloqués jusqu’au ${utcTime(p.endsAt, 'fr')}.`,
  },
  RECOVERY_UNDER_WAY: {
    en: 'A recovery of your passkeys is already under way.',
    fr: 'Une récupération de vos clés d’accès est déjà en cours.',
  },
  NO_RECOVERY: {
    en: 'No recovery of your passkeys is under way.',
    fr: 'Aucune récupération de vos clés d’accès n’est en cours.',
  },
  NO_PASSKEYS: {
    en: 'You have no passkey yet.',
    fr: 'Vous n’avez pas encore de clé d’accès.',
  },
  PASSKEY_INVALID: {
    en: 'This passkey could not be checked. Please try again.',
    fr: 'Cette clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  },
  PASSKEY_UNKNOWN: {
    en: 'This passkey is not known to Heirloom. Sign in with your phone number, then add it again.',
    fr: 'Cette clé d’accès n’est pas connue d’Heirloom. Connectez-vous avec votre numéro, puis ajoutez-la de nouveau.',
  },
  PASSKEY_EXISTS: {
    en: 'This passkey is already on your account.',
    fr: 'Cette clé d’accès est déjà sur votre compte.',
  },
  TOO_MANY_PASSKEYS: {
    en: (p) => `You have ${p.max} passkeys, the most an account can have. Remove one first.`,
    fr: (p) => `Vous avez ${p.max} clés d’accès, le maximum pour un compte. Retirez-en une d’abord.`,
  },
  CHALLENGE_INVALID: {
    en: 'This request has expired or was already used. Please try again.',
    fr: 'Cette demande a expiré ou a déjà servi. Veuillez réessayer.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The file is too large (15 MB at most).',
    fr: 'Le fichier est trop volumineux (15 Mo au maximum).',
  },
  NOT_AN_IMAGE: {
    en: 'This file is not a picture. Choose a JPEG, PNG, WebP or AVIF photo.',
    fr: 'Ce fichier n’est pas une image. Choisissez une photo JPEG, PNG, WebP ou AVIF.',
  },
  HEIC_NOT_SUPPORTED: {
    en: 'HEIC photos cannot be read yet. Save this one as JPEG (on an iPhone, pick it from the library, or set Camera › Formats to “Most Compatible”) and try again.',
    fr: 'Les photos HEIC ne peuvent pas encore être lues. Enregistrez celle-ci en JPEG (sur iPhone, choisissez-la dans la photothèque, ou réglez Appareil photo › Formats sur « Le plus compatible ») et réessayez.',
  },
  UNSUPPORTED_IMAGE: {
    en: 'This picture could not be read. Try saving it as JPEG and upload it again.',
    fr: 'Cette image n’a pas pu être lue. Enregistrez-la en JPEG et réessayez.',
  },
  IMAGE_NOT_EDITABLE: {
    en: 'Only the photos you added can be changed or deleted.',
    fr: 'Seules les photos que vous avez ajoutées peuvent être modifiées ou supprimées.',
  },
  MEDIA_LINK_EXPIRED: {
    en: 'This picture link has expired. Reload the page.',
    fr: 'Le lien de cette image a expiré. Rechargez la page.',
  },
  MEDIA_LINK_INVALID: {
    en: 'This picture link is not valid.',
    fr: 'Le lien de cette image n’est pas valide.',
  },
  SEND_TO_SELF: {
    en: 'You cannot send items to yourself.',
    fr: 'Vous ne pouvez pas vous envoyer des objets.',
  },
  ITEM_PENDING_MINT: {
    en: (p) => `“${p.item}” cannot be sent while its certificate is being minted.`,
    fr: (p) => `« ${p.item} » ne peut pas être envoyé tant que son certificat est en cours de création.`,
  },
  ITEM_UNDER_OPPOSITION: {
    en: (p) => `“${p.item}” is declared lost or stolen: it cannot be sent.`,
    fr: (p) => `« ${p.item} » est déclaré perdu ou volé : il ne peut pas être envoyé.`,
  },
  ITEM_IN_REPAIR: {
    en: (p) => `“${p.item}” is being repaired: it cannot be sent now.`,
    fr: (p) => `« ${p.item} » est en réparation : il ne peut pas être envoyé maintenant.`,
  },
  ITEM_RESERVED: {
    en: (p) => `“${p.item}” is reserved: it cannot be sent now.`,
    fr: (p) => `« ${p.item} » est réservé : il ne peut pas être envoyé maintenant.`,
  },
  ITEM_PENDING_TRANSFER: {
    en: (p) => `“${p.item}” is already on its way to someone.`,
    fr: (p) => `« ${p.item} » est déjà en cours d’envoi.`,
  },
  ITEM_UNAVAILABLE: {
    en: (p) => `“${p.item}” cannot change hands now.`,
    fr: (p) => `« ${p.item} » ne peut pas changer de mains maintenant.`,
  },
  CHAIN_MISMATCH: {
    en: 'These items were minted on different networks: send them to a wallet separately. Nothing was sent.',
    fr: 'Ces objets ont été créés sur des réseaux différents : envoyez-les séparément vers un portefeuille. Rien n’a été envoyé.',
  },
  ITEM_CHANGED: {
    en: 'One of the items changed meanwhile. Nothing was sent; please try again.',
    fr: 'Un des objets a changé entre-temps. Rien n’a été envoyé ; veuillez réessayer.',
  },
  TRANSFER_NOT_PENDING: {
    en: 'This transfer has already been received, cancelled or expired.',
    fr: 'Cet envoi a déjà été reçu, annulé ou a expiré.',
  },
  BRAND_KEY_INVALID: {
    en: 'This brand API key is missing, unknown or revoked.',
    fr: 'Cette clé d’API de marque est absente, inconnue ou révoquée.',
  },
  REPAIRS_DISABLED: {
    en: 'This brand does not take repair requests through the app.',
    fr: 'Cette marque ne prend pas de demandes de réparation par l’application.',
  },
  STORE_NOT_OF_BRAND: {
    en: 'Choose one of the after-sales stores of this item’s brand.',
    fr: 'Choisissez un des ateliers après-vente de la marque de cet objet.',
  },
  REPAIR_ALREADY_OPEN: {
    en: 'A repair of this item is already under way.',
    fr: 'Une réparation de cet objet est déjà en cours.',
  },
  REPAIR_UNDER_OPPOSITION: {
    en: (p) => `“${p.item}” is declared lost or stolen: withdraw the declaration before asking for a repair.`,
    fr: (p) =>
      `« ${p.item} » est déclaré perdu ou volé : retirez la déclaration avant de demander une réparation.`,
  },
  REPAIR_ITEM_BUSY: {
    en: (p) => `“${p.item}” is reserved or on its way to someone: it cannot be repaired now.`,
    fr: (p) => `« ${p.item} » est réservé ou en cours d’envoi : il ne peut pas être réparé maintenant.`,
  },
  REPAIR_NOT_EDITABLE: {
    en: 'The store has already taken this request: its description can no longer be changed.',
    fr: 'L’atelier a déjà pris en charge cette demande : sa description ne peut plus être modifiée.',
  },
  REPAIR_NOT_READY: {
    en: 'This repair is not ready for pickup.',
    fr: 'Cette réparation n’est pas prête à être retirée.',
  },
  REPAIR_NOT_CANCELLABLE: {
    en: 'This repair can no longer be cancelled: the work has started or it is closed.',
    fr: 'Cette réparation ne peut plus être annulée : les travaux ont commencé ou elle est close.',
  },
  REPAIR_MOVE_REFUSED: {
    en: (p) => `A repair cannot go from “${p.from}” to “${p.to}”.`,
    fr: (p) => `Une réparation ne peut pas passer de « ${p.from} » à « ${p.to} ».`,
  },
  REPAIR_CLOSED: {
    en: 'This repair is closed.',
    fr: 'Cette réparation est close.',
  },
  OPPOSITION_ALREADY_ACTIVE: {
    en: (p) => `“${p.item}” is already declared lost or stolen.`,
    fr: (p) => `« ${p.item} » est déjà déclaré perdu ou volé.`,
  },
  OPPOSITION_IN_REPAIR: {
    en: (p) => `“${p.item}” is at an after-sales store: contact the store about it.`,
    fr: (p) => `« ${p.item} » est dans un atelier après-vente : contactez l’atelier à ce sujet.`,
  },
  OPPOSITION_ITEM_BUSY: {
    en: (p) => `“${p.item}” is reserved or on its way to someone: it cannot be declared now.`,
    fr: (p) => `« ${p.item} » est réservé ou en cours d’envoi : il ne peut pas être déclaré maintenant.`,
  },
  NO_ACTIVE_OPPOSITION: {
    en: (p) => `“${p.item}” is not declared lost or stolen.`,
    fr: (p) => `« ${p.item} » n’est pas déclaré perdu ou volé.`,
  },
  ITEM_NOT_DECLARED: {
    en: 'This item is not declared lost or stolen: its owner cannot be written to from this page.',
    fr: 'Cet objet n’est pas déclaré perdu ou volé : on ne peut pas écrire à son propriétaire depuis cette page.',
  },
  NO_OWNER_TO_REACH: {
    en: 'This item has no owner on Heirloom to write to.',
    fr: 'Cet objet n’a pas de propriétaire sur Heirloom à qui écrire.',
  },
  FINDER_RATE_LIMITED: {
    en: (p) => `Too many messages. Please try again in ${p.minutes} min.`,
    fr: (p) => `Trop de messages. Veuillez réessayer dans ${p.minutes} min.`,
  },
  // ---- brand messages and legal documents ----
  BRAND_MESSAGES_RATE_LIMITED: {
    en: (p) => `Too many messages with this API key. Please try again in ${p.minutes} min.`,
    fr: (p) => `Trop de messages avec cette clé d’API. Veuillez réessayer dans ${p.minutes}\u00a0min.`,
  },
  MESSAGE_PICTURE_TOO_LARGE: {
    en: (p) => `The picture is too large (${p.mb ?? 5} MB at most).`,
    fr: (p) => `L’image est trop volumineuse (${p.mb ?? 5}\u00a0Mo au maximum).`,
  },
  LEGAL_OUTDATED: {
    en: (p) =>
      `Version ${p.version} is not the latest ${p.document === 'privacyPolicy' ? 'privacy policy' : 'terms and conditions'} ` +
      `(the latest is version ${p.latest}). Please read the latest one and accept it.`,
    fr: (p) =>
      `La version ${p.version} n’est pas la dernière version ${p.document === 'privacyPolicy' ? 'de la politique de confidentialité' : 'des conditions générales d’utilisation'} ` +
      `(la dernière est la version ${p.latest}). Veuillez lire la dernière version et l’accepter.`,
  },
  // ---- the owner's account: e-mail confirmation, push devices ----
  EMAIL_TOKEN_INVALID: {
    en: 'This confirmation link is invalid, was already used or was replaced by a newer one.',
    fr: 'Ce lien de confirmation est invalide, a déjà été utilisé ou a été remplacé par un plus récent.',
  },
  EMAIL_TOKEN_EXPIRED: {
    en: 'This confirmation link has expired. Enter your e-mail address again to get a new one.',
    fr: 'Ce lien de confirmation a expiré. Saisissez de nouveau votre adresse e-mail pour en recevoir un autre.',
  },
  EMAIL_RATE_LIMITED: {
    en: (p) => `Too many confirmation e-mails. Please try again in ${Math.ceil(Number(p.seconds) / 60)} min.`,
    fr: (p) =>
      `Trop d’e-mails de confirmation. Veuillez réessayer dans ${Math.ceil(Number(p.seconds) / 60)} min.`,
  },
  EMAIL_FAILED: {
    en: 'The e-mail could not be sent. Please try again later.',
    fr: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  PUSH_ENDPOINT_REFUSED: {
    en: 'This push subscription cannot be used: its address must be https on a public host.',
    fr: 'Cet abonnement aux notifications ne peut pas être utilisé : son adresse doit être en https sur un hôte public.',
  },
  FORBIDDEN: { en: 'You are not allowed to do this.', fr: 'Vous n’êtes pas autorisé à faire cela.' },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable.',
    fr: 'Le service est momentanément indisponible.',
  },
  INTERNAL: internal,
  // the shop and payments
  ITEM_HELD: {
    en: 'Someone is buying this item right now. Try again in a few minutes, or choose another one.',
    fr: 'Quelqu’un est en train d’acheter cet objet. Réessayez dans quelques minutes ou choisissez-en un autre.',
  },
  ITEM_SOLD: {
    en: (p) => `“${p.item}” has been sold.`,
    fr: (p) => `« ${p.item} » a été vendu.`,
  },
  ITEM_NOT_FOR_SALE: {
    en: (p) => `“${p.item}” is not on sale any more.`,
    fr: (p) => `« ${p.item} » n’est plus en vente.`,
  },
  SOLD_OUT: {
    en: 'Every item of this collection is sold or reserved. Come back later.',
    fr: 'Tous les objets de cette collection sont vendus ou réservés. Revenez plus tard.',
  },
  TOO_MANY_RESERVATIONS: {
    en: (p) => `You already hold ${p.max} items. Buy or release one of them first.`,
    fr: (p) => `Vous réservez déjà ${p.max} objets. Achetez-en ou libérez-en un d’abord.`,
  },
  RESERVATION_NOT_ACTIVE: {
    en: 'This reservation has already ended.',
    fr: 'Cette réservation est déjà terminée.',
  },
  TOKEN_INVALID: {
    en: 'This link is not valid. Ask for a new one.',
    fr: 'Ce lien n’est pas valide. Demandez-en un nouveau.',
  },
  TOKEN_EXPIRED: {
    en: 'This link has expired. Ask for a new one.',
    fr: 'Ce lien a expiré. Demandez-en un nouveau.',
  },
  ADDRESS_CHECKSUM: {
    en: 'The capital and small letters of this address do not match its checksum: a character is probably wrong. Copy the address again from the wallet.',
    fr: 'Les majuscules et minuscules de cette adresse ne correspondent pas à sa somme de contrôle : un caractère est sans doute faux. Copiez de nouveau l’adresse depuis le portefeuille.',
  },
  ADDRESS_ZERO: {
    en: 'No one holds the zero address (0x000…0): an item sent there would be lost.',
    fr: 'Personne ne détient l’adresse zéro (0x000…0) : un objet envoyé là serait perdu.',
  },
  ADDRESS_UNKNOWN: {
    en: 'No Heirloom account has this address.',
    fr: 'Aucun compte Heirloom n’a cette adresse.',
  },
  GUEST_CODE_REFUSED: {
    en: 'This code is not correct or no longer valid. Check it, or ask for a new one.',
    fr: 'Ce code n’est pas correct ou n’est plus valable. Vérifiez-le, ou demandez-en un nouveau.',
  },
  ADDRESS_NOT_PROVEN: {
    en: 'Confirm the phone number that will receive the item again: its code is needed to buy for it.',
    fr: 'Confirmez à nouveau le numéro qui recevra l’objet : son code est nécessaire pour acheter en son nom.',
  },
  PHONE_INVALID: {
    en: 'This phone number does not exist in its country. Check the number and the country.',
    fr: 'Ce numéro n’existe pas dans son pays. Vérifiez le numéro et le pays.',
  },
  PHONE_CANNOT_RECEIVE_SMS: {
    en: 'This number cannot receive text messages (a landline or a special number). Use a mobile number.',
    fr: 'Ce numéro ne peut pas recevoir de SMS (fixe ou numéro spécial). Utilisez un numéro de mobile.',
  },
  ADDRESS_REQUIRED: {
    en: 'Sign in, or confirm the phone number that will receive the item.',
    fr: 'Connectez-vous, ou confirmez le numéro qui recevra l’objet.',
  },
  ADDRESS_MISMATCH: {
    en: 'This payment is for another recipient.',
    fr: 'Ce paiement est destiné à un autre destinataire.',
  },
  PAYMENT_NOT_COMPLETED: {
    en: 'The payment has not gone through. Nothing was charged: try again or use another card.',
    fr: 'Le paiement n’a pas abouti. Rien n’a été débité : réessayez ou utilisez une autre carte.',
  },
  PAYMENT_MISMATCH: {
    en: 'This payment does not match the item’s price. The item was not handed over; contact support.',
    fr: 'Ce paiement ne correspond pas au prix de l’objet. L’objet n’a pas été remis ; contactez le support.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    en: 'The payment service is not answering. Nothing was charged: try again in a moment.',
    fr: 'Le service de paiement ne répond pas. Rien n’a été débité : réessayez dans un instant.',
  },
  EXTERNAL_ID_REUSED: {
    en: 'This order reference was already used for another purchase.',
    fr: 'Cette référence de commande a déjà servi pour un autre achat.',
  },
  ORDER_CLOSED: {
    en: 'This order is closed. Start again from the item.',
    fr: 'Cette commande est close. Recommencez depuis l’objet.',
  },
  STAFF_SESSION_INVALID: {
    en: 'Your console session has ended. Sign in again with the link we e-mail you.',
    fr: 'Votre session de console a pris fin. Reconnectez-vous avec le lien que nous vous envoyons par e-mail.',
  },
  STAFF_PASSKEY_REQUIRED: {
    en: 'You keep a passkey for the console: confirm it is you with it before going on.',
    fr: 'Vous avez une clé d’accès pour la console : confirmez avec elle que c’est bien vous avant de continuer.',
  },
  STAFF_PASSKEY_UNKNOWN: {
    en: 'This passkey is not one of the console’s. Sign in with the link we e-mail you, then add it.',
    fr: 'Cette clé d’accès n’est pas une clé de la console. Connectez-vous avec le lien envoyé par e-mail, puis ajoutez-la.',
  },
  ROLE_REQUIRED: {
    en: 'Your role in this brand does not include this. Ask one of its admins.',
    fr: 'Votre rôle dans cette marque ne le permet pas. Demandez à l’un de ses administrateurs.',
  },
  STAFF_LINK_INVALID: {
    en: 'This sign-in link is not valid or was already used. Ask for a new one.',
    fr: 'Ce lien de connexion n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
  },
  STAFF_LINK_EXPIRED: {
    en: 'This sign-in link has expired. Ask for a new one.',
    fr: 'Ce lien de connexion a expiré. Demandez-en un nouveau.',
  },
  INVITATION_INVALID: {
    en: 'This invitation is not valid: it was already used or withdrawn.',
    fr: 'Cette invitation n’est pas valide : elle a déjà servi ou a été retirée.',
  },
  INVITATION_EXPIRED: {
    en: 'This invitation has expired. Ask the brand’s admin to invite you again.',
    fr: 'Cette invitation a expiré. Demandez à l’administrateur de la marque de vous inviter à nouveau.',
  },
  ALREADY_STAFF: {
    en: 'This person already works for this brand: change their roles instead.',
    fr: 'Cette personne travaille déjà pour cette marque : modifiez plutôt ses rôles.',
  },
  LAST_ADMIN: {
    en: 'A brand keeps at least one admin. Make someone else admin first.',
    fr: 'Une marque garde au moins un administrateur. Nommez d’abord quelqu’un d’autre administrateur.',
  },
  CSV_INVALID: {
    en: (p) => `Nothing was imported: ${p.count} line(s) of the file need fixing.`,
    fr: (p) => `Rien n’a été importé : ${p.count} ligne(s) du fichier sont à corriger.`,
  },
  CSV_OPEN_QUOTE: {
    en: 'A quoted value is never closed (a " is missing).',
    fr: 'Une valeur entre guillemets n’est jamais fermée (il manque un ").',
  },
  CSV_EMPTY: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  CSV_COLUMN_MISSING: {
    en: (p) => `The header has no "${p.column}" column.`,
    fr: (p) => `L’en-tête n’a pas de colonne « ${p.column} ».`,
  },
  CSV_COLUMN_TWICE: {
    en: (p) => `The column "${p.column}" appears twice.`,
    fr: (p) => `La colonne « ${p.column} » apparaît deux fois.`,
  },
  CSV_TOO_MANY_COLUMNS: {
    en: (p) => `At most ${p.max} characteristic columns.`,
    fr: (p) => `Au plus ${p.max} colonnes de caractéristiques.`,
  },
  CSV_NO_ITEMS: { en: 'The file has a header but no item.', fr: 'Le fichier a un en-tête mais aucun objet.' },
  CSV_TOO_MANY_ITEMS: {
    en: (p) => `At most ${p.max} items per file: split it.`,
    fr: (p) => `Au plus ${p.max} objets par fichier : scindez-le.`,
  },
  CSV_TOO_MANY_CELLS: {
    en: (p) => `This line has more values than the header has columns (${p.max}).`,
    fr: (p) => `Cette ligne a plus de valeurs que l’en-tête n’a de colonnes (${p.max}).`,
  },
  CSV_VALUE_MISSING: {
    en: (p) => `"${p.column}" is empty.`,
    fr: (p) => `« ${p.column} » est vide.`,
  },
  CSV_VALUE_TOO_LONG: {
    en: (p) => `"${p.column}" is longer than ${p.max} characters.`,
    fr: (p) => `« ${p.column} » dépasse ${p.max} caractères.`,
  },
  CSV_VALUE_INVALID: {
    en: (p) => `"${p.column}" holds characters that cannot be stored.`,
    fr: (p) => `« ${p.column} » contient des caractères qui ne peuvent pas être enregistrés.`,
  },
  CSV_SERIAL_TWICE: {
    en: (p) => `This serial number is already on line ${p.line}.`,
    fr: (p) => `Ce numéro de série figure déjà ligne ${p.line}.`,
  },
  GTIN_INVALID: {
    en: 'This is not a GTIN: give its 8, 12, 13 or 14 digits as printed under the barcode (the last one is the check digit).',
    fr: 'Ce n’est pas un GTIN : saisissez ses 8, 12, 13 ou 14 chiffres tels qu’imprimés sous le code-barres (le dernier est la clé de contrôle).',
  },
  GTIN_TAKEN: {
    en: (p) => `The GTIN ${p.gtin} is already another collection’s.`,
    fr: (p) => `Le GTIN ${p.gtin} est déjà celui d’une autre collection.`,
  },
  SERIAL_TAKEN: {
    en: (p) => `The serial number ${p.serial} is already one of this brand’s items.`,
    fr: (p) => `Le numéro de série ${p.serial} est déjà celui d’un objet de cette marque.`,
  },
  ITEM_NOT_IN_STOCK: {
    en: 'Only an unsold item can go on sale or back in stock.',
    fr: 'Seul un objet invendu peut être mis en vente ou remis en stock.',
  },
  ITEM_HELD_BY_BUYER: {
    en: 'A buyer is holding this item: wait until their hold ends.',
    fr: 'Un acheteur a réservé cet objet : attendez la fin de sa réservation.',
  },
  COLLECTION_NOT_ON_SALE: {
    en: 'Open the collection in the shop, with a price, first.',
    fr: 'Ouvrez d’abord la collection dans la boutique, avec un prix.',
  },
  ORDER_ALREADY_REFUNDED: {
    en: 'This order is already refunded: nothing was changed.',
    fr: 'Cette commande est déjà remboursée : rien n’a été modifié.',
  },
  ORDER_NOT_FULFILLED: {
    en: 'Only a paid order whose item reached its buyer can be refunded.',
    fr: 'Seule une commande payée dont l’objet a été remis à son acheteur peut être remboursée.',
  },
  ITEM_NOT_WITH_BUYER: {
    en: 'The buyer no longer holds this item (sent on to another phone or out to a wallet, or their account is closed): it cannot be taken back from here.',
    fr: 'L’acheteur n’a plus cet objet (envoyé à un autre téléphone ou vers un portefeuille, ou son compte est fermé) : il ne peut pas être repris d’ici.',
  },
  ITEM_DECLARED_MISSING: {
    en: (p) =>
      `The buyer declared this item ${p.kind === 'stolen' ? 'stolen' : 'lost'}: it cannot be taken back while the declaration stands.`,
    fr: (p) =>
      `L’acheteur a déclaré cet objet ${p.kind === 'stolen' ? 'volé' : 'perdu'} : il ne peut pas être repris tant que la déclaration tient.`,
  },
  ITEM_BEING_REPAIRED: {
    en: 'This item is in a repair under way: close the repair before taking it back.',
    fr: 'Cet objet est en cours de réparation : clôturez la réparation avant de le reprendre.',
  },
  RETURN_ITEM_BUSY: {
    en: 'This item is busy with another change: try again in a moment.',
    fr: 'Cet objet est pris par un autre changement : réessayez dans un instant.',
  },
  TAG_MASTER_KEY_MISSING: {
    en: 'Set the brand’s tag master key first: the tag’s keys are derived from it (or give the chip’s own file-read key).',
    fr: 'Définissez d’abord la clé maîtresse des puces de la marque : les clés de la puce en sont dérivées (ou donnez la clé de lecture propre à la puce).',
  },
  TAG_MASTER_KEY_IN_USE: {
    en: 'Tags already derive their keys from the current master key: changing it would stop them proving anything.',
    fr: 'Des puces dérivent déjà leurs clés de la clé maîtresse actuelle : la changer les empêcherait de rien prouver.',
  },
  TAG_KEY_PUBLISHED: {
    en: 'This is the published demo key: anyone could make its tags’ links. Generate a key or give your own.',
    fr: 'C’est la clé de démonstration publiée : n’importe qui pourrait fabriquer les liens de ses puces. Générez une clé ou donnez la vôtre.',
  },
  TAG_UID_TAKEN: {
    en: (p) => `The tag ${p.uid} is already registered for this brand.`,
    fr: (p) => `La puce ${p.uid} est déjà enregistrée pour cette marque.`,
  },
  TAG_SERIAL_UNKNOWN: {
    en: (p) => `No item of this brand has the serial number ${p.serial}.`,
    fr: (p) => `Aucun objet de cette marque n’a le numéro de série ${p.serial}.`,
  },
  ITEM_TAGGED: {
    en: (p) => `The item ${p.serial} already has a tag: replace it from its row instead.`,
    fr: (p) => `L’objet ${p.serial} a déjà une puce : remplacez-la depuis sa ligne.`,
  },
  TAG_UNLINKED: {
    en: 'This tag is already unlinked from its item.',
    fr: 'Cette puce est déjà détachée de son objet.',
  },
  TAG_UID_INVALID: {
    en: 'A tag UID is 7 bytes: 14 hexadecimal digits.',
    fr: 'L’UID d’une puce fait 7 octets : 14 chiffres hexadécimaux.',
  },
  TAG_KEY_INVALID: {
    en: 'A key is 16 bytes: 32 hexadecimal digits.',
    fr: 'Une clé fait 16 octets : 32 chiffres hexadécimaux.',
  },
  CSV_UID_TWICE: {
    en: (p) => `This UID is already on line ${p.line}.`,
    fr: (p) => `Cet UID figure déjà ligne ${p.line}.`,
  },
  CSV_COLUMN_UNKNOWN: {
    en: (p) => `The column "${p.column}" is not one of uid, serial_number, file_read_key.`,
    fr: (p) => `La colonne « ${p.column} » n’est pas l’une de uid, serial_number, file_read_key.`,
  },
  CSV_NO_TAGS: { en: 'The file has a header but no tag.', fr: 'Le fichier a un en-tête mais aucune puce.' },
  CSV_TOO_MANY_TAGS: {
    en: (p) => `At most ${p.max} tags per file: split it.`,
    fr: (p) => `Au plus ${p.max} puces par fichier : scindez-le.`,
  },
  SERIAL_AMBIGUOUS: {
    en: 'Several brands have an item with this serial number.',
    fr: 'Plusieurs marques ont un objet avec ce numéro de série.',
  },
  TAP_RATE_LIMITED: {
    en: (p) => `This tag’s link was read too often: try again in ${p.seconds} seconds.`,
    fr: (p) => `Le lien de cette puce a été lu trop souvent : réessayez dans ${p.seconds} secondes.`,
  },
  WEBHOOK_SIGNATURE_INVALID: {
    en: 'The event signature is not valid.',
    fr: 'La signature de l’événement n’est pas valide.',
  },
};

export function messageFor(code: string, language: Language, params: Params = {}): string {
  const entry = catalogue[code] ?? internal;
  const text = entry[language];
  return typeof text === 'function' ? text(params) : text;
}

/** A language as stored with a person (a text column): French or, for anything else, English. */
export const asLanguage = (stored: string | null | undefined): Language => (stored === 'fr' ? 'fr' : 'en');

/** The caller's language from Accept-Language (the web client sets it to the app language). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'en';
}
