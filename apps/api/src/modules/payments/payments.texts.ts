// Payments, guest purchases, orders and returns: the text of each error code, in English and French (merged in
// src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const paymentsTexts = {
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
  WEBHOOK_SIGNATURE_INVALID: {
    en: 'The event signature is not valid.',
    fr: 'La signature de l’événement n’est pas valide.',
  },
} satisfies ErrorTexts;
