// "Delete this photo?": a deliberate second step, and the reason if the deletion fails.
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import type { BrandTheme } from '../../api/clients';
import { type ItemImage, useDeleteImage } from '../../api/item-images';
import { Button, Modal } from '../../ui';
import { BrandScope } from '../../ui/brand-scope';
import styles from './photo-form.module.css';

export interface DeletePhotoModalProps {
  itemId: string;
  /** The photo to delete; the dialog is open while there is one. */
  image: ItemImage | undefined;
  onCancel: () => void;
  onDeleted: () => void;
  theme?: BrandTheme;
}

export function DeletePhotoModal({ itemId, image, onCancel, onDeleted, theme }: DeletePhotoModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteImage(itemId);

  const close = () => {
    remove.reset();
    onCancel();
  };

  return (
    <Modal open={image !== undefined} onClose={close} title={t('items.gallery.deleteTitle')}>
      {image && (
        <BrandScope theme={theme} className={styles.confirm}>
          <p>{t('items.gallery.deleteText', { title: image.title })}</p>
          <p className={styles.problem} role="alert">
            {remove.isError ? errorMessage(remove.error, t) : ''}
          </p>
          <div className={styles.formActions}>
            {/* the safe choice first, where focus lands */}
            <Button variant="secondary" onClick={close}>
              {t('items.common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(image.id, { onSuccess: onDeleted })}
            >
              {t('items.gallery.deleteConfirm')}
            </Button>
          </div>
        </BrandScope>
      )}
    </Modal>
  );
}
