// One item on sale: its pictures, brand, name, serial, price and availability, the purchase (signed in: the
// buy flow; otherwise the guest purchase), its description and attributes; the success screen once bought.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { OrderStatus, ShopItem } from '../../api/shop';
import { useSignedIn } from '../../api/token-store';
import { currentUserId, userQuery } from '../../api/users';
import { hrefs } from '../../config/paths';
import { BackLink, Button } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { AvailabilityTag } from './availability-tag';
import { BuyFlow } from './buy-flow';
import { useFormatPrice } from './format-price';
import { GuestCheckout } from './guest-checkout';
import { resumableCheckout } from './guest-checkout-store';
import { ItemPictures } from './item-pictures';
import { PurchaseSuccess } from './purchase-success';
import styles from './shop.module.css';
import { Screen } from '../../ui/screen';
import { ShopTopBar } from './shop-top-bar';

export interface ShopItemViewProps {
  item: ShopItem;
  /** Said above the purchase (e.g. "the payment was cancelled"). */
  notice?: ReactNode;
  onCheckAgain: () => void;
  checking: boolean;
}

export function ShopItemView({ item, notice, onCheckAgain, checking }: ShopItemViewProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const signedIn = useSignedIn();
  const [bought, setBought] = useState<OrderStatus>();
  // a guest's own checkout holds the item (reserved to everyone else's eyes): they may take it up again
  const [ownCheckout] = useState(() => !signedIn && resumableCheckout(item.id, Date.now()) !== undefined);
  usePageTitle(item.name);

  if (bought) return <Bought item={item} order={bought} />;

  const purchase =
    item.availability === 'sold' ? (
      <div className={styles.unavailable}>
        <h2 className={styles.unavailableTitle}>{t('shop.item.soldTitle')}</h2>
        <p>{t('shop.item.soldText')}</p>
        <Link to={hrefs.shopCollection(item.nftCollection.id)} viewTransition className={styles.textLink}>
          {t('shop.item.otherPieces')}
        </Link>
      </div>
    ) : item.availability === 'reserved' && !ownCheckout ? (
      <div className={styles.unavailable}>
        <h2 className={styles.unavailableTitle}>{t('shop.item.heldTitle')}</h2>
        <p>{t('shop.item.heldText')}</p>
        <Button variant="secondary" loading={checking} onClick={onCheckAgain}>
          {t('shop.item.checkAgain')}
        </Button>
      </div>
    ) : signedIn ? (
      <BuyFlow item={item} onBought={setBought} />
    ) : (
      <GuestCheckout item={item} />
    );

  return (
    <Screen theme={item.brand.theme}>
      <ShopTopBar
        back={<BackLink to={hrefs.shopCollection(item.nftCollection.id)} label={item.nftCollection.name} />}
      />
      <ItemPictures item={item} />
      <hgroup className={styles.itemHead}>
        <p className={styles.brand}>{item.brand.name}</p>
        <h1 className={styles.itemName}>{item.name}</h1>
        <p className={styles.serial}>{t('shop.item.serial', { serial: item.serialNumber })}</p>
      </hgroup>
      <div className={styles.priceRow}>
        <p className={styles.price}>
          <span className="visually-hidden">{t('shop.price')} </span>
          {formatPrice(item.price)}
        </p>
        <AvailabilityTag availability={item.availability} />
      </div>
      {notice}
      {purchase}
      <ItemDetails item={item} />
    </Screen>
  );
}

/** What the brand says of the item: its description and attributes. */
function ItemDetails({ item }: { item: ShopItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.description && (
        <section className={styles.section} aria-labelledby="shop-item-description">
          <h2 id="shop-item-description" className={styles.sectionTitle}>
            {t('shop.item.description')}
          </h2>
          <p className={styles.description} lang={item.descriptionLang}>
            {item.description}
          </p>
        </section>
      )}
      {item.attributes.length > 0 && (
        <section className={styles.section} aria-labelledby="shop-item-details">
          <h2 id="shop-item-details" className={styles.sectionTitle}>
            {t('shop.item.details')}
          </h2>
          <dl className={styles.attributes}>
            {item.attributes.map((attribute) => (
              <div key={attribute.label} className={styles.attribute} lang={attribute.lang}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}

/** The signed-in buyer's success: the receipt goes to their own phone. */
function Bought({ item, order }: { item: ShopItem; order: OrderStatus }) {
  const userId = currentUserId() ?? '';
  const user = useQuery({ ...userQuery(userId), enabled: userId !== '' });
  return (
    <Screen theme={item.brand.theme}>
      <PurchaseSuccess
        itemId={item.id}
        name={item.name}
        pictureUrl={item.pictures[0]?.thumbnailUrl}
        price={order.price}
        paymentIntentId={order.paymentIntentId}
        phone={user.data?.phone}
        signedIn
      />
    </Screen>
  );
}
