// An item's photo gallery: the grid, adding from the camera or files, viewing, privacy and deletion.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams, useSearchParams } from '../../lib/router';
import { itemQuery } from '../../api/items';
import { itemImagesQuery, type ItemImage } from '../../api/item-images';
import { hrefs } from '../../config/paths';
import { BackLink, Header, Toast } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { ItemNotFound } from '../../ui/item-not-found';
import { isMissing } from '../../api/errors';
import { shownPhotos, useShownName } from '../../lib/minting';
import skeleton from '../../ui/skeleton.module.css';
import { LoadError, StateMessage } from '../../ui/state-message';
import { AddPhotoModal } from './add-photo-modal';
import styles from './gallery.module.css';
import { PhotoGrid, PhotoGridSkeleton } from './photo-grid';
import { PhotoPicker } from './photo-picker';
import { Screen } from '../../ui/screen';
import { PhotoViewer } from './photo-viewer';

export const PHOTO_PARAM = 'photo';

export function GalleryScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useQuery(itemQuery(id));
  const images = useQuery(itemImagesQuery(id));
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<File | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // the photo just added: named in the confirmation and marked in the grid while the confirmation shows
  const [added, setAdded] = useState<ItemImage | undefined>();
  // nothing shows before the item says whether it is being minted: the brand's picture must not flash by
  const list = item.data ? shownPhotos(images.data ?? [], item.data.isToMint) : [];
  const loaded = images.isSuccess && item.isSuccess;
  // the open photo lives in the address: a reload or a shared link shows it again
  const open = list.find((image) => image.id === params.get(PHOTO_PARAM));

  const show = (image: ItemImage | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (image) next.set(PHOTO_PARAM, image.id);
        else next.delete(PHOTO_PARAM);
        return next;
      },
      { replace: true },
    );

  const name = useShownName(item.data);
  usePageTitle(name && `${t('items.gallery.title')} · ${name}`);

  if ((item.isError && isMissing(item.error)) || (images.isError && isMissing(images.error))) {
    return <ItemNotFound />;
  }

  return (
    <Screen theme={item.data?.brand.theme}>
      <BackLink fallbackTo={hrefs.item(id)} />
      <Header
        title={t('items.gallery.title')}
        subtitle={name ?? <span className={skeleton.text} aria-hidden="true" />}
        className={styles.header}
      />
      {/* an item being minted takes photos too: the owner's own are theirs, only the brand's stay hidden */}
      <PhotoPicker
        onPick={(file) => {
          setAnnouncement('');
          setAdded(undefined);
          setChosen(file);
        }}
      />

      {(images.isPending || item.isPending) && <PhotoGridSkeleton />}
      {images.isError && !isMissing(images.error) && (
        <LoadError
          title={t('items.gallery.errorTitle')}
          error={images.error}
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
        />
      )}
      {loaded && list.length === 0 && (
        <StateMessage title={t('items.gallery.emptyTitle')} text={t('items.gallery.emptyText')} />
      )}
      {list.length > 0 && (
        <PhotoGrid
          images={list}
          label={
            item.data?.isToMint
              ? t('items.gallery.gridLabelMinting')
              : t('items.gallery.gridLabel', { name: name ?? '' })
          }
          onOpen={show}
          freshId={added?.id}
        />
      )}
      {/* seen as well as heard: the only announcement of an addition or a deletion */}
      <Toast
        message={announcement}
        detail={added && t('items.gallery.addedDetail', { title: added.title })}
        dismissLabel={t('items.gallery.dismiss')}
        onDismiss={() => {
          setAnnouncement('');
          setAdded(undefined);
        }}
      />

      <AddPhotoModal
        itemId={id}
        theme={item.data?.brand.theme}
        file={chosen}
        onClose={() => setChosen(null)}
        onAdded={(image) => {
          setChosen(null);
          setAdded(image);
          setAnnouncement(t('items.gallery.added'));
        }}
      />
      <PhotoViewer
        itemId={id}
        theme={item.data?.brand.theme}
        image={open}
        onClose={() => show(undefined)}
        onDeleted={() => {
          show(undefined);
          setAdded(undefined);
          setAnnouncement(t('items.gallery.deleted'));
        }}
        onBrokenImage={() => void images.refetch()}
      />
    </Screen>
  );
}
