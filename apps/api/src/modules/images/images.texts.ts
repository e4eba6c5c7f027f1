// Pictures sent to the server: the text of each error code, in English and French (merged in src/error-texts.ts).
import type { ErrorTexts } from '../../lib/messages';

export const imagesTexts = {
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
} satisfies ErrorTexts;
