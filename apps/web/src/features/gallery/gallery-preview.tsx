// The Gallery tab of an item: the first photos, and the way to the full gallery to add and manage them.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { itemImagesQuery } from '../../api/item-images';
import { hrefs } from '../../config/paths';
import { Icon } from '../../ui';
import { shownPhotos } from '../../lib/minting';
import { QueryStates } from '../../ui/query-states';
import styles from './gallery.module.css';
import { PhotoGridSkeleton, PhotoThumb } from './photo-grid';

const PREVIEW_COUNT = 6;

export interface GalleryPreviewProps {
  itemId: string;
  /** As it may be shown (the mint label while minting). */
  itemName: string;
  /** Being minted: only the owner's own photos show (docs/product.md "States"). */
  minting: boolean;
}

export function GalleryPreview({ itemId, itemName, minting }: GalleryPreviewProps) {
  const { t } = useTranslation();
  const images = useQuery(itemImagesQuery(itemId));
  const list = shownPhotos(images.data ?? [], minting);
  const galleryLink = (
    <Link to={hrefs.itemGallery(itemId)} viewTransition className={styles.galleryLink}>
      <Icon name={list.length > 0 ? 'image' : 'plus'} size={20} />
      <span>
        {list.length > 0 ? t('items.gallery.seeAll', { count: list.length }) : t('items.gallery.addPhoto')}
      </span>
    </Link>
  );

  return (
    <QueryStates
      query={images}
      count={list.length}
      loading={<PhotoGridSkeleton count={3} />}
      errorTitle={t('items.gallery.errorTitle')}
      onErrorWithRows="replace"
      headingLevel={3}
      empty={{
        title: t('items.gallery.emptyTitle'),
        text: t('items.gallery.emptyText'),
        action: galleryLink,
      }}
    >
      <div className={styles.previewPanel}>
        <ul
          className={styles.grid}
          aria-label={
            minting ? t('items.gallery.gridLabelMinting') : t('items.gallery.gridLabel', { name: itemName })
          }
        >
          {list.slice(0, PREVIEW_COUNT).map((image) => (
            <li key={image.id}>
              <Link
                to={`${hrefs.itemGallery(itemId)}?photo=${encodeURIComponent(image.id)}`}
                viewTransition
                className={styles.thumb}
              >
                <PhotoThumb image={image} />
              </Link>
            </li>
          ))}
        </ul>
        {galleryLink}
      </div>
    </QueryStates>
  );
}
