// The words of purchase notices and receipts, in the buyer's language, with prices written for it.
import type { Language } from '@heirloom/contract';
import type { Notice } from '../notifications/owner-notifier';

export function purchaseNotice(language: Language, item: string, price: string, link: string): Notice {
  return language === 'fr'
    ? {
        subject: `${item} est à vous`,
        text: `Heirloom : merci pour votre achat. ${item} (${price}) est dans votre collection : ${link}`,
        url: link,
      }
    : {
        subject: `${item} is yours`,
        text: `Heirloom: thank you for your purchase. ${item} (${price}) is in your collection: ${link}`,
        url: link,
      };
}

/** A return: the brand took the item back and refunds the buyer's card (the bank takes a few days to show it). */
export function refundNotice(
  language: Language,
  item: string,
  brand: string,
  price: string,
  link: string,
): Notice {
  return language === 'fr'
    ? {
        subject: `Remboursement — ${item}`,
        text: `Heirloom : ${brand} a repris ${item} et vous rembourse ${price} sur la carte qui l’a payé (quelques jours pour apparaître sur votre relevé). L’objet a quitté votre collection : ${link}`,
        url: link,
      }
    : {
        subject: `Refund — ${item}`,
        text: `Heirloom: ${brand} took ${item} back and is refunding ${price} to the card that paid for it (it takes a few days to show on your statement). The item has left your collection: ${link}`,
        url: link,
      };
}

export interface ReceiptFacts {
  item: string;
  serial: string;
  brand: string;
  price: string;
  paidAt: Date;
  reference: string;
}

export function receiptText(language: Language, r: ReceiptFacts): { subject: string; text: string } {
  const date = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(r.paidAt);
  return language === 'fr'
    ? {
        subject: `Reçu — ${r.item}`,
        text: `Heirloom — reçu. ${r.brand}, ${r.item} (n° ${r.serial}) : ${r.price}, payé le ${date} UTC. Référence : ${r.reference}`,
      }
    : {
        subject: `Receipt — ${r.item}`,
        text: `Heirloom receipt. ${r.brand}, ${r.item} (no. ${r.serial}): ${r.price}, paid on ${date} UTC. Reference: ${r.reference}`,
      };
}

/** The guest purchase code: the phone that will receive the item proves it is theirs. */
export function guestCodeSms(language: Language, code: string, publicUrl: string): string {
  const body =
    language === 'fr'
      ? `Heirloom : votre code pour recevoir votre achat sur ce numéro est ${code}. Il expire dans 5 minutes.`
      : `Heirloom: your code to receive your purchase on this number is ${code}. It expires in 5 minutes.`;
  return `${body}\n\n@${new URL(publicUrl).hostname} #${code}`;
}
