// The item's messages from its brand (docs/product.md "Messages"), newest first, paged by 10. Reading a page
// marks it seen on the server: the ones new to the owner keep their "New" mark for this visit, the badges drop.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { messagesQuery, type Message } from '../../api/messages';
import { hrefs } from '../../config/paths';
import { useFormatDate } from '../../lib/format';
import { LoadingBlock, PagedStates } from '../../ui/query-states';
import { SkeletonRow } from '../../ui/skeleton-row';
import { BrandLogo } from './brand-logo';
import styles from './messages.module.css';

const SKELETON_ROWS = 3;

export interface MessagesPanelProps {
  itemId: string;
  itemName: string;
  brandName: string;
}

export function MessagesPanel({ itemId, itemName, brandName }: MessagesPanelProps) {
  const { t } = useTranslation();
  const messages = useInfiniteQuery(messagesQuery(itemId));

  return (
    <PagedStates
      query={messages}
      loading={
        <LoadingBlock className={styles.list} rows={SKELETON_ROWS}>
          <MessageRowSkeleton />
        </LoadingBlock>
      }
      errorTitle={t('messages.errorTitle')}
      onErrorWithRows="replace"
      headingLevel={3}
      empty={{
        icon: 'bell',
        title: t('messages.emptyTitle'),
        text: t('messages.emptyText', { brand: brandName }),
      }}
      loadMoreLabel={t('messages.loadMore')}
    >
      {(list) => (
        <ul className={styles.list} aria-label={t('messages.listLabel', { name: itemName })}>
          {list.map((message) => (
            <MessageRow key={message.id} itemId={itemId} message={message} />
          ))}
        </ul>
      )}
    </PagedStates>
  );
}

/** The first lines of a body, on one line: the row clamps it, the message itself shows it whole. */
export const excerptOf = (body: string) => body.replace(/\s+/g, ' ').trim();

function MessageRow({ itemId, message }: { itemId: string; message: Message }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const unread = !message.seen;
  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <div className={styles.rowText}>
        <p className={styles.meta}>
          <BrandLogo brand={message.brand} />
          <span className={styles.brand}>{message.brand.name}</span>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
        </p>
        <h3 className={styles.rowTitle}>
          {unread && (
            <>
              <span className={styles.new}>{t('messages.new')}</span>{' '}
            </>
          )}
          {/* the whole card opens the message; the link's name is the title */}
          <Link to={hrefs.itemMessage(itemId, message.id)} viewTransition className={styles.rowLink}>
            {message.title}
          </Link>
        </h3>
        <p className={styles.excerpt}>{excerptOf(message.body)}</p>
      </div>
      {message.pictureUrl && (
        // decorative here: the message itself describes its picture
        <img
          src={message.pictureUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className={styles.thumb}
        />
      )}
    </li>
  );
}

function MessageRowSkeleton() {
  return (
    <SkeletonRow
      className={styles.row}
      text={styles.rowText}
      lines={[styles.skeletonMeta, styles.skeletonTitle, styles.skeletonBody]}
    />
  );
}
