// The words of the certificate of ownership (./certificate-pdf.ts), in English and French.
import type { Language } from '@heirloom/contract';

const en = {
  title: 'Certificate of ownership',
  lead:
    'Heirloom records this item in the collection of the person who downloaded this certificate, since the date ' +
    'below. The certificate names no one: whoever presents it shows that they held the item when it was issued. ' +
    'It is revoked as soon as the item changes hands.',
  item: 'Item',
  brand: 'Brand',
  model: 'Model',
  serial: 'Serial number',
  gtin: 'GTIN',
  ownedSince: 'Held since',
  issuedOn: 'Certificate issued on',
  token: 'Token',
  tokenId: 'no.',
  contract: 'Contract',
  qrCaption: "The item's page",
  digitalLink: "The item's address (GS1 Digital Link)",
  code: 'Verification code',
  unprintable:
    "� stands for a character this certificate cannot print: the item's page shows every name as written.",
  howToCheck:
    "To check this certificate, open the item's address above (or scan its QR code) and enter the verification " +
    'code: the page says whether it is valid, or revoked and since when.',
};

const fr: typeof en = {
  title: 'Certificat de propriété',
  lead:
    'Heirloom inscrit cet objet dans la collection de la personne qui a téléchargé ce certificat, depuis la date ' +
    'ci-dessous. Le certificat ne nomme personne : qui le présente montre qu’il détenait l’objet à sa date ' +
    'd’émission. Il est révoqué dès que l’objet change de mains.',
  item: 'Objet',
  brand: 'Marque',
  model: 'Modèle',
  serial: 'Numéro de série',
  gtin: 'GTIN',
  ownedSince: 'Détenu depuis le',
  issuedOn: 'Certificat émis le',
  token: 'Jeton',
  tokenId: 'n°',
  contract: 'Contrat',
  qrCaption: 'La page de l’objet',
  digitalLink: 'L’adresse de l’objet (GS1 Digital Link)',
  code: 'Code de vérification',
  unprintable:
    '� tient la place d’un caractère que ce certificat ne sait pas imprimer : la page de l’objet montre chaque ' +
    'nom tel qu’il est écrit.',
  howToCheck:
    'Pour vérifier ce certificat, ouvrez l’adresse de l’objet ci-dessus (ou scannez son code QR) et saisissez le ' +
    'code de vérification : la page dit s’il est valide, ou révoqué et depuis quand.',
};

export const certificateTexts = (language: Language) => (language === 'fr' ? fr : en);
