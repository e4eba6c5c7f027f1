// An item: its full NFT card in the brand's colours, status tags, its actions, and tabs for details, photos,
// history and messages: the finders' first when there are any, then the brand's (the tab counts those unread
// and those still to handle).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from '../../lib/router';
import { finderMessagesQuery, unhandledOf } from '../../api/finder-messages';
import { itemImagesQuery } from '../../api/item-images';
import { itemQuery, type Item } from '../../api/items';
import { unseenByProductsQuery, unseenOf } from '../../api/messages';
import { hrefs, paths } from '../../config/paths';
import { BackLink, NftCard, Tabs } from '../../ui';
import { useBrandSettings } from '../../api/clients';
import { usePageTitle } from '../../lib/use-page-title';
import { UnseenBadge } from '../../ui/unseen-badge';
import { ItemActions } from './item-actions';
import { ItemCare } from './item-care';
import { FinderMessages, MessagesSection, showsFinderMessages } from './finder-messages';
import { ItemDetailsPanel } from './item-details-panel';
import styles from './item-screen.module.css';
import { ItemTags } from './item-tags';
import { useFormatDate } from '../../lib/format';
import { shownPhotos, useShownName } from '../../lib/minting';
import { Screen } from '../../ui/screen';
import { ItemLoadScreen } from '../../ui/item-load-screen';
import { useTabParam } from '../../ui/use-tab-param';

export const itemTabs = ['details', 'gallery', 'history', 'messages'] as const;

/**
 * The tabs that other areas fill in, composed by the route (app/item-route.tsx): the photos' preview, the
 * history, and the brand's messages about the item.
 */
export interface ItemPanels {
  Gallery: ComponentType<{ itemId: string; itemName: string; minting: boolean }>;
  History: ComponentType<{ itemId: string }>;
  BrandMessages: ComponentType<{ itemId: string; itemName: string; brandName: string }>;
}

export function ItemScreen({ panels }: { panels: ItemPanels }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useQuery(itemQuery(id));

  if (!item.isSuccess) {
    return (
      <ItemLoadScreen
        queries={[item]}
        back={<BackLink fallbackTo={paths.home} />}
        errorTitle={t('items.item.errorTitle')}
      />
    );
  }
  return <ItemPage item={item.data} panels={panels} />;
}

/** The warning of a declared item: lost or stolen since when. */
function OppositionNote({ opposition }: { opposition: Item['opposition'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!opposition.active) return null;
  return (
    <p className={styles.warning} role="note">
      {t(`items.item.opposition.${opposition.kind ?? 'lost'}`, {
        date: opposition.since ? formatDate(opposition.since) : '',
      })}
    </p>
  );
}

/** Whether the brand shows the gallery tab, and its label with the photos' count. */
function useGalleryTab(item: Item) {
  const { t } = useTranslation();
  // a brand can switch the photo gallery off (client settings)
  const withGallery = useBrandSettings()?.features.gallery !== false;
  // while minting the count is of the photos the tab shows (the owner's own), not of the hidden ones too
  const photos = useQuery({ ...itemImagesQuery(item.id), enabled: withGallery && item.isToMint });
  const photoCount = item.isToMint ? shownPhotos(photos.data ?? [], true).length : item.imageCount;
  const galleryLabel =
    photoCount > 0 ? t('items.item.tabs.galleryCount', { count: photoCount }) : t('items.item.tabs.gallery');
  return { withGallery, galleryLabel };
}

function ItemPage({ item, panels }: { item: Item; panels: ItemPanels }) {
  const { Gallery, History, BrandMessages } = panels;
  const { t } = useTranslation();
  // the tab lives in the address, so coming back from the gallery lands on the same tab
  const [tab, selectTab] = useTabParam(itemTabs);
  const name = useShownName(item);
  const opposition = item.opposition;
  usePageTitle(name);
  const { withGallery, galleryLabel } = useGalleryTab(item);
  const unseen = unseenOf(useQuery(unseenByProductsQuery(item.nftCollection.id)).data, item.id);
  // what finders wrote counts on the tab until handled: read at once for a declared item, else with the tab
  const finderMessages = useInfiniteQuery({ ...finderMessagesQuery(item.id), enabled: opposition.active });
  const unhandled = unhandledOf(finderMessages.data);
  const withFinders = showsFinderMessages(opposition.active, finderMessages);
  const brandMessages = <BrandMessages itemId={item.id} itemName={name} brandName={item.brand.name} />;

  return (
    <Screen theme={item.brand.theme}>
      <BackLink fallbackTo={hrefs.collection(item.nftCollection.id)} />
      <h1 className="visually-hidden">{name}</h1>
      <NftCard
        item={item}
        mintText={t('items.item.mintText')}
        details={
          item.description
            ? { text: <span lang={item.descriptionLang}>{item.description}</span>, defaultOpen: true }
            : undefined
        }
      />
      <ItemTags item={item} />
      <OppositionNote opposition={opposition} />
      <ItemCare item={item} />
      <ItemActions item={item} />
      <Tabs
        label={t('items.item.tabsLabel')}
        selectedId={tab}
        onChange={selectTab}
        tabs={[
          { id: 'details', label: t('items.item.tabs.details') },
          ...(withGallery ? [{ id: 'gallery', label: galleryLabel }] : []),
          { id: 'history', label: t('items.item.tabs.history') },
          {
            id: 'messages',
            label: (
              // the count sits over the label's corner: the tabs keep their widths when it comes and goes
              <span className={styles.tabLabel}>
                {t('messages.tab')}{' '}
                <UnseenBadge
                  count={unseen + unhandled}
                  label={unhandled > 0 ? t('items.finder.badge', { count: unseen + unhandled }) : undefined}
                  className={styles.tabBadge}
                />
              </span>
            ),
          },
        ]}
        panels={{
          details: <ItemDetailsPanel item={item} />,
          gallery: <Gallery itemId={item.id} itemName={name} minting={item.isToMint} />,
          history: <History itemId={item.id} />,
          // a declared item's owner reads the finders first; the brand's messages follow under their own title
          messages: (
            <div className={styles.messages}>
              <FinderMessages itemId={item.id} itemName={name} declared={opposition.active} />
              {withFinders ? (
                <MessagesSection title={t('items.finder.brandTitle', { brand: item.brand.name })}>
                  {brandMessages}
                </MessagesSection>
              ) : (
                brandMessages
              )}
            </div>
          ),
        }}
      />
    </Screen>
  );
}
