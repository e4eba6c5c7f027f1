// The item is the buyer's: its picture and name, what was paid, where to find it, the receipt, the shop.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { Price } from '../../api/shop';
import { hrefs, paths } from '../../config/paths';
import { buttonClassName, Icon } from '../../ui';
import { useFormatPrice } from './format-price';
import styles from './purchase.module.css';
import { displayPhone } from '../../lib/phone-display';
import { ReceiptButton } from './receipt-button';

export interface PurchaseSuccessProps {
  itemId: string;
  name: string;
  pictureUrl?: string;
  price: Price;
  paymentIntentId: string | null;
  /**
   * The buyer's phone: where the receipt goes, and (for a guest) the number to sign in with. A guest's may
   * be unknown here (this tab did not start the checkout): the receipt then asks for it.
   */
  phone?: string;
  /** A guest is shown how to find the item (sign in); an owner goes straight to it. */
  signedIn: boolean;
}

export function PurchaseSuccess(props: PurchaseSuccessProps) {
  const { itemId, name, pictureUrl, price, paymentIntentId, phone, signedIn } = props;
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const heading = useRef<HTMLHeadingElement>(null);
  // the page changed under the buyer's finger: the news is where the focus goes
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.result}>
      <section className={styles.resultHead} role="status">
        <span className={styles.resultIcon} aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <h1 ref={heading} className={styles.resultTitle} tabIndex={-1}>
          {signedIn ? t('shop.success.title') : t('shop.complete.successTitle')}
        </h1>
        <p className={styles.resultText}>
          {signedIn ? t('shop.success.text', { name }) : t('shop.complete.successText', { name })}
        </p>
      </section>
      <figure className={styles.resultItem}>
        {pictureUrl ? (
          <img src={pictureUrl} alt="" className={styles.resultPicture} />
        ) : (
          <span className={styles.resultPicture} aria-hidden="true">
            <Icon name="image" size={32} />
          </span>
        )}
        <figcaption className={styles.resultCaption}>
          <span className={styles.resultName}>{name}</span>
          <span className={styles.resultPaid}>{t('shop.success.paid', { amount: formatPrice(price) })}</span>
        </figcaption>
      </figure>
      <div className={styles.actions}>
        {signedIn ? (
          <Link to={hrefs.item(itemId)} viewTransition className={buttonClassName()} data-variant="primary">
            {t('shop.success.see')}
          </Link>
        ) : (
          <Link to={paths.login} viewTransition className={buttonClassName()} data-variant="primary">
            {phone
              ? t('shop.complete.signInWith', { phone: displayPhone(phone) })
              : t('shop.complete.signIn')}
          </Link>
        )}
        {paymentIntentId && (
          // a guest's number may be unknown in this tab: the receipt asks for it rather than wait forever
          <ReceiptButton paymentIntentId={paymentIntentId} phone={phone} askPhone={!signedIn} />
        )}
        <Link to={paths.shop} viewTransition className={buttonClassName()} data-variant="ghost">
          {t('shop.backToShop')}
        </Link>
      </div>
    </div>
  );
}
