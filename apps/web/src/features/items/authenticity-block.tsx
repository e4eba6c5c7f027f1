// The item page's way to prove authenticity to someone else: a QR code of the public page, its address, and a
// share button (the system share sheet where there is one, else a copy to the clipboard).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { Item } from '../../api/items';
import { itemTagQuery } from '../../api/taps';
import { useFormatDate } from '../../lib/format';
import { hrefs } from '../../config/paths';
import { Button, Icon } from '../../ui';
import styles from './authenticity.module.css';
import { QrCode } from '../../ui/qr-code';
import { canShare, useShare } from './share-link';

/** The path of an address of this app, for its own router (another origin's is not a page of ours). */
function pageOfThisApp(url: string): string | undefined {
  const address = new URL(url, window.location.origin);
  return address.origin === window.location.origin ? `${address.pathname}${address.search}` : undefined;
}

export function AuthenticityBlock({
  item,
}: {
  item: Pick<Item, 'id' | 'name' | 'publicId' | 'isToMint' | 'digitalLink'>;
}) {
  const { t } = useTranslation();
  // docs/product.md "States": while minting neither the QR code's label nor what is shared names the item
  const qrLabel = item.isToMint
    ? t('items.authenticity.qrLabelMinting')
    : t('items.authenticity.qrLabel', { name: item.name });
  const shareText = item.isToMint
    ? t('items.authenticity.shareTextMinting')
    : t('items.authenticity.shareText', { name: item.name });
  const [status, share] = useShare();
  // the page's address the server gives: the item's GS1 Digital Link, else its /verify page (decision 022)
  const url = item.digitalLink;
  const path = pageOfThisApp(url) ?? hrefs.verify(item.publicId);
  const sharing = canShare();

  return (
    <section className={styles.block} aria-labelledby="item-authenticity">
      <h3 id="item-authenticity" className={styles.title}>
        {t('items.authenticity.title')}
      </h3>
      <p className={styles.text}>{t('items.authenticity.text')}</p>
      <TagLastRead itemId={item.id} />
      <div className={styles.qrFrame}>
        <QrCode value={url} label={qrLabel} loadingLabel={t('items.authenticity.qrLoading')} />
      </div>
      <p className={styles.link}>
        <span className={styles.linkLabel}>{t('items.authenticity.linkLabel')}</span>
        <Link to={path} translate="no">
          {url}
        </Link>
      </p>
      <Button variant="secondary" fullWidth onClick={() => void share(url, shareText)}>
        <Icon name="send" size={18} />
        {sharing ? t('items.authenticity.share') : t('items.authenticity.copy')}
      </Button>
      <p className={styles.status} role="status" data-tone={status}>
        {status === 'copied' ? t('items.authenticity.copied') : ''}
        {status === 'copyFailed' ? t('items.authenticity.copyFailed') : ''}
      </p>
    </section>
  );
}

/** The item's NFC tag, when it has one: its last genuine read, the one proof that the object was there. */
function TagLastRead({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const tag = useQuery(itemTagQuery(itemId));
  // no tag, or no answer: nothing to say (the record above stands alone)
  if (!tag.data?.tagged) return null;
  const { lastGenuineTapAt } = tag.data;
  return (
    <p className={styles.tag}>
      <Icon name="phone" size={16} />
      <span>
        {lastGenuineTapAt
          ? t('items.authenticity.tagRead', { date: formatDate(lastGenuineTapAt, 'dateTime') })
          : t('items.authenticity.tagNeverRead')}
      </span>
    </p>
  );
}
