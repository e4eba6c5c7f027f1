// Why a photo could not be added, in the owner's words: too large, not a picture, HEIC, a bad title, or the network.
import { MAX_IMAGE_BYTES } from '@heirloom/contract';
import type { TFunction } from '../../i18n';
import { imageExtensionOf } from '../../api/item-images';
import { apiErrorOf, errorMessage, httpStatus } from '../../api/errors';
import { isCancel } from '../../api/http';

export interface UploadProblem {
  /** The form field to flag, when the problem is the title. */
  field?: 'title';
  message: string;
}

const HEIC_EXTENSIONS = new Set(['heic', 'heif']);

export const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** Checked before sending: no point uploading 40 MB to hear it is too large. */
export function checkFile(file: File, t: TFunction): UploadProblem | undefined {
  if (file.size > MAX_IMAGE_BYTES)
    return { message: t('items.gallery.errors.tooLarge', { max: MAX_IMAGE_MB }) };
  const extension = imageExtensionOf(file);
  if (!extension) return { message: t('items.gallery.errors.unsupported') };
  // the server cannot decode HEIC (see docs/decisions/004): no point sending it
  if (HEIC_EXTENSIONS.has(extension)) return { message: t('items.gallery.errors.heic') };
  return undefined;
}

export function uploadProblem(error: unknown, t: TFunction): UploadProblem {
  if (isCancel(error)) return { message: t('items.gallery.errors.cancelled') };
  const status = httpStatus(error);
  if (status === 413) return { message: t('items.gallery.errors.tooLarge', { max: MAX_IMAGE_MB }) };
  if (status === 415)
    return {
      message: t(
        apiErrorOf(error)?.code === 'HEIC_NOT_SUPPORTED'
          ? 'items.gallery.errors.heic'
          : 'items.gallery.errors.unsupported',
      ),
    };
  if (status === 400) {
    const api = apiErrorOf(error);
    if (api?.field === 'title') return { field: 'title', message: api.message };
    // the content did not match a picture format, whatever its name said
    return { message: api?.message ?? t('items.gallery.errors.notAnImage') };
  }
  return { message: errorMessage(error, t) };
}

/** "3.2 MB" in the app's language. */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1024)} kB`;
}
