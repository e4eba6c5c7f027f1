// An item's photo gallery: the grid, adding from the camera or files, viewing, privacy and deletion.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams, useSearchParams } from '../../lib/router';
import { itemQuery } from '../../api/items';
import { itemImagesQuery, type ItemImage } from '../../api/item-images';
import { hrefs } from '../../config/paths';
import { BackLink, Header, NeedsNetwork, Toast } from '../../ui';
import { useOnline } from '../../lib/online';
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
/** The sentence that says why adding a photo waits, offline. */
const OFFLINE_REASON = 'gallery-offline';

/**
 * What the toast says of an addition or a deletion (empty: nothing), and the photo just added: named in the
 * confirmation and marked in the grid while the confirmation shows.
 */
function useNotice() {
  const [announcement, setAnnouncement] = useState('');
  const [added, setAdded] = useState<ItemImage | undefined>();
  const announce = (text: string, image?: ItemImage) => {
    setAnnouncement(text);
    setAdded(image);
  };
  return { announcement, added, announce };
}

/** The open photo lives in the address: a reload or a shared link shows it again. */
function useOpenPhoto(list: ItemImage[]) {
  const [params, setParams] = useSearchParams();
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
  return { open, show };
}

/** The grid, or its skeleton, its load error or its empty state. */
function GalleryPhotos(props: {
  item: UseQueryResult<unknown, unknown>;
  images: UseQueryResult<ItemImage[], unknown>;
  list: ItemImage[];
  label: string;
  onOpen: (image: ItemImage) => void;
  freshId: string | undefined;
}) {
  const { t } = useTranslation();
  const { item, images, list } = props;
  if (images.isPending || item.isPending) return <PhotoGridSkeleton />;
  return (
    <>
      {images.isError && !isMissing(images.error) && (
        <LoadError
          title={t('items.gallery.errorTitle')}
          error={images.error}
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
        />
      )}
      {images.isSuccess && item.isSuccess && list.length === 0 && (
        <StateMessage title={t('items.gallery.emptyTitle')} text={t('items.gallery.emptyText')} />
      )}
      {list.length > 0 && (
        <PhotoGrid images={list} label={props.label} onOpen={props.onOpen} freshId={props.freshId} />
      )}
    </>
  );
}

export function GalleryScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useQuery(itemQuery(id));
  const images = useQuery(itemImagesQuery(id));
  const [chosen, setChosen] = useState<File | null>(null);
  const { announcement, added, announce } = useNotice();
  // nothing shows before the item says whether it is being minted: the brand's picture must not flash by
  const list = item.data ? shownPhotos(images.data ?? [], item.data.isToMint) : [];
  const { open, show } = useOpenPhoto(list);
  const online = useOnline();

  const name = useShownName(item.data);
  usePageTitle(name && `${t('items.gallery.title')} · ${name}`);

  if ([item, images].some((query) => query.isError && isMissing(query.error))) return <ItemNotFound />;

  return (
    <Screen theme={item.data?.brand.theme}>
      <BackLink fallbackTo={hrefs.item(id)} />
      <Header
        title={t('items.gallery.title')}
        subtitle={name ?? <span className={skeleton.text} aria-hidden="true" />}
        className={styles.header}
      />
      {/* an item being minted takes photos too: the owner's own are theirs, only the brand's stay hidden */}
      {/* adding a photo sends it: offline, the picker waits and says why (decision 038) */}
      <NeedsNetwork id={OFFLINE_REASON} online={online} />
      <PhotoPicker
        disabled={!online}
        reasonId={OFFLINE_REASON}
        onPick={(file) => {
          announce('');
          setChosen(file);
        }}
      />

      <GalleryPhotos
        item={item}
        images={images}
        list={list}
        label={
          item.data?.isToMint
            ? t('items.gallery.gridLabelMinting')
            : t('items.gallery.gridLabel', { name: name ?? '' })
        }
        onOpen={show}
        freshId={added?.id}
      />
      {/* seen as well as heard: the only announcement of an addition or a deletion */}
      <Toast
        message={announcement}
        detail={added && t('items.gallery.addedDetail', { title: added.title })}
        dismissLabel={t('items.gallery.dismiss')}
        onDismiss={() => announce('')}
      />

      <AddPhotoModal
        itemId={id}
        theme={item.data?.brand.theme}
        file={chosen}
        onClose={() => setChosen(null)}
        onAdded={(image) => {
          setChosen(null);
          announce(t('items.gallery.added'), image);
        }}
      />
      <PhotoViewer
        itemId={id}
        theme={item.data?.brand.theme}
        image={open}
        onClose={() => show(undefined)}
        onDeleted={() => {
          show(undefined);
          announce(t('items.gallery.deleted'));
        }}
        onBrokenImage={() => void images.refetch()}
      />
    </Screen>
  );
}
