// One photo in full: its title, privacy and date; the owner who added it can switch its privacy or delete it.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { BrandTheme } from '../../api/clients';
import type { ItemImage } from '../../api/item-images';
import { Button, Modal, NeedsNetwork } from '../../ui';
import { useOnline } from '../../lib/online';
import { BrandScope } from '../../ui/brand-scope';
import { useFormatDate } from '../../lib/format';
import { DeletePhotoModal } from './delete-photo-modal';
import { PhotoPrivacy } from './photo-privacy';
import styles from './photo-viewer.module.css';

export interface PhotoViewerProps {
  itemId: string;
  image: ItemImage | undefined;
  onClose: () => void;
  onDeleted: () => void;
  /** The address failed (a private one expired): ask for fresh ones. */
  onBrokenImage: () => void;
  /** The item's brand colours: the dialog sits outside the page's own tinted container. */
  theme?: BrandTheme;
}

export function PhotoViewer({ itemId, image, onClose, onDeleted, onBrokenImage, theme }: PhotoViewerProps) {
  return (
    <Modal open={image !== undefined} onClose={onClose} display="full" title={image?.title}>
      {image && (
        <PhotoDetails
          key={image.id}
          itemId={itemId}
          image={image}
          onDeleted={onDeleted}
          onBrokenImage={onBrokenImage}
          theme={theme}
        />
      )}
    </Modal>
  );
}

function PhotoDetails({
  itemId,
  image,
  onDeleted,
  onBrokenImage,
  theme,
}: Omit<PhotoViewerProps, 'onClose'> & { image: ItemImage }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const [retriedUrl, setRetriedUrl] = useState<string | null>(null);
  // a photo's privacy and deletion are the server's to change: offline they wait (decision 038)
  const online = useOnline();

  return (
    <BrandScope theme={theme} className={styles.viewer}>
      <figure className={styles.figure}>
        <img
          src={image.url}
          alt={image.title}
          lang={image.titleLang ?? undefined}
          width={image.width}
          height={image.height}
          decoding="async"
          onError={() => {
            // once per address: a fresh signed one comes with the refetch
            if (retriedUrl === image.url) return;
            setRetriedUrl(image.url);
            onBrokenImage();
          }}
        />
        <figcaption className={styles.caption}>
          <span className={styles.pill}>
            {image.isPublic ? t('items.gallery.public') : t('items.gallery.private')}
          </span>
          <span>{t('items.gallery.addedOn', { date: formatDate(image.createdAt) })}</span>
          {!image.mine && <span>{t('items.gallery.notMine')}</span>}
        </figcaption>
      </figure>

      {image.mine && (
        <div className={styles.viewerActions}>
          <NeedsNetwork id="photo-offline" online={online} />
          <PhotoPrivacy itemId={itemId} image={image} offline={!online} />
          <Button
            variant="secondary"
            className={styles.danger}
            disabled={!online}
            aria-describedby={online ? undefined : 'photo-offline'}
            onClick={() => setConfirming(true)}
          >
            {t('items.gallery.delete')}
          </Button>
        </div>
      )}

      <DeletePhotoModal
        theme={theme}
        itemId={itemId}
        image={confirming ? image : undefined}
        onCancel={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </BrandScope>
  );
}
