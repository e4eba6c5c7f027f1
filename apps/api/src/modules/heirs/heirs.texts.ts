// Heirs: the text of each error code, in English and French (merged in src/error-texts.ts).
import { HEIR_DOCUMENT_MAX_BYTES, HEIR_DOCUMENTS_PER_PART, HEIRS_PER_OWNER } from '@heirloom/contract';
import type { ErrorTexts } from '../../lib/messages';

const MB = HEIR_DOCUMENT_MAX_BYTES / 1024 / 1024;

export const heirsTexts = {
  HEIR_IS_SELF: {
    en: 'You cannot name yourself as your heir.',
    fr: 'Vous ne pouvez pas vous désigner vous-même comme héritier.',
  },
  HEIR_EXISTS: {
    en: 'This number is already one of your heirs: change that heir instead.',
    fr: 'Ce numéro est déjà celui d’un de vos héritiers : modifiez plutôt cet héritier.',
  },
  TOO_MANY_HEIRS: {
    en: `You can name ${HEIRS_PER_OWNER} heirs at most.`,
    fr: `Vous pouvez désigner ${HEIRS_PER_OWNER} héritiers au plus.`,
  },
  HEIR_ITEM_NOT_OWNED: {
    en: 'Choose among the items you hold.',
    fr: 'Choisissez parmi les objets que vous détenez.',
  },
  HEIR_ITEM_TAKEN: {
    en: (p) => `“${p.item}” is already chosen for another heir: an item goes to one heir only.`,
    fr: (p) => `« ${p.item} » est déjà choisi pour un autre héritier : un objet ne va qu’à un seul héritier.`,
  },
  HEIR_REST_TAKEN: {
    en: 'Another heir already receives all your other items: choose items for this one.',
    fr: 'Un autre héritier reçoit déjà tous vos autres objets : choisissez des objets pour celui-ci.',
  },
  CLAIM_NOT_OPEN: {
    en: 'This claim cannot be made or decided now.',
    fr: 'Cette demande ne peut pas être faite ou tranchée maintenant.',
  },
  CLAIM_EXISTS: {
    en: 'You have already made a claim for this person’s items.',
    fr: 'Vous avez déjà fait une demande pour les objets de cette personne.',
  },
  CLAIM_NO_ITEMS: {
    en: 'No item is left to claim.',
    fr: 'Il ne reste aucun objet à demander.',
  },
  CLAIM_ITEMS_BUSY: {
    en: (p) =>
      `“${p.item}” is in a repair, reserved, on its way or declared lost or stolen: settle that first.`,
    fr: (p) =>
      `« ${p.item} » est en réparation, réservé, en cours d’envoi ou déclaré perdu ou volé : réglez cela d’abord.`,
  },
  CLAIM_DOCUMENT_TYPE: {
    en: 'Send a PDF, a JPEG or a PNG file.',
    fr: 'Envoyez un fichier PDF, JPEG ou PNG.',
  },
  CLAIM_TOO_MANY_DOCUMENTS: {
    en: `This brand has ${HEIR_DOCUMENTS_PER_PART} documents already (${MB} MB each at most).`,
    fr: `Cette marque a déjà ${HEIR_DOCUMENTS_PER_PART} documents (${MB} Mo chacun au plus).`,
  },
} satisfies ErrorTexts;
