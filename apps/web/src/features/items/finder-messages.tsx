// Messages from finders, first on the item's Messages tab: what people who came across the item wrote from its
// public page, newest first, with the contact they left (a link when it is clearly an e-mail or a phone number).
// The owner marks each one handled; those still to handle stand out. Shown while the item is declared lost or
// stolen, and afterwards as long as there are messages.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import {
  finderMessagesQuery,
  markFinderMessage,
  storeMarked,
  type FinderMessagePage,
  type ReceivedFinderMessage,
} from '../../api/finder-messages';
import { contactHref } from '../../lib/contact-link';
import { Button, OnlineFieldset } from '../../ui';
import { useOnline } from '../../lib/online';
import styles from './finder-messages.module.css';
import { useFormatDate } from '../../lib/format';
import { LoadingBlock, PagedStates } from '../../ui/query-states';
import { SkeletonRow } from '../../ui/skeleton-row';

export interface FinderMessagesProps {
  itemId: string;
  itemName: string;
  /** declared lost or stolen now: the section shows (and says what to expect) even before any message */
  declared: boolean;
}

/**
 * Whether the section shows: always for a declared item; otherwise only once messages are known to exist (an
 * item never declared has none, and shows nothing while asking). A failed read shows, with its retry.
 */
export function showsFinderMessages(
  declared: boolean,
  messages: { isError: boolean; data?: InfiniteData<FinderMessagePage> | undefined },
): boolean {
  return declared || messages.isError || (messages.data?.pages[0]?.total ?? 0) > 0;
}

export function FinderMessages({ itemId, itemName, declared }: FinderMessagesProps) {
  const { t } = useTranslation();
  const messages = useInfiniteQuery(finderMessagesQuery(itemId));
  // said once a mark is saved; the region stays in the page so that its first sentence is read
  const [announcement, setAnnouncement] = useState('');
  // marking is saved by the server: offline, the messages are read and the buttons wait (decision 038)
  const online = useOnline();

  if (!showsFinderMessages(declared, messages)) return null;

  return (
    <MessagesSection title={t('items.finder.title')} intro={t('items.finder.intro')}>
      <PagedStates
        query={messages}
        loading={
          <LoadingBlock className={styles.list}>
            <RowSkeleton />
          </LoadingBlock>
        }
        errorTitle={t('items.finder.errorTitle')}
        onErrorWithRows="replace"
        headingLevel={3}
        empty={{
          icon: 'shield',
          title: t('items.finder.emptyTitle'),
          text: t('items.finder.emptyText', { name: itemName }),
        }}
        loadMoreLabel={t('items.finder.loadMore')}
      >
        {(list) => (
          <OnlineFieldset online={online}>
            <ul className={styles.list} aria-label={t('items.finder.listLabel', { name: itemName })}>
              {list.map((message) => (
                <FinderMessageRow key={message.id} message={message} onMarked={setAnnouncement} />
              ))}
            </ul>
          </OnlineFieldset>
        )}
      </PagedStates>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </MessagesSection>
  );
}

/** A titled part of the item's Messages tab: from finders, from the brand. */
export function MessagesSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

function FinderMessageRow({
  message,
  onMarked,
}: {
  message: ReceivedFinderMessage;
  onMarked: (announcement: string) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const dateId = useId();
  const written = formatDate(message.createdAt, 'dateTime');
  const mark = useMutation({
    mutationFn: (handled: boolean) => markFinderMessage(message.productId, message.id, handled),
    onSuccess: (marked) => {
      storeMarked(queryClient, marked);
      onMarked(
        t(marked.handledAt ? 'items.finder.markedHandled' : 'items.finder.markedUnhandled', {
          date: written,
        }),
      );
    },
  });
  const handled = message.handledAt !== null;
  const href = message.contact ? contactHref(message.contact) : null;

  return (
    <li className={styles.row} data-handled={handled || undefined}>
      <p className={styles.meta} id={dateId}>
        {!handled && (
          <>
            <span className={styles.toHandle}>{t('items.finder.toHandle')}</span>{' '}
          </>
        )}
        <time dateTime={message.createdAt}>{written}</time>
      </p>
      <p className={styles.message}>{message.message}</p>
      <p className={styles.contact}>
        <span className={styles.contactLabel}>{t('items.finder.contact')}</span>{' '}
        {message.contact === null ? (
          <span className={styles.noContact}>{t('items.finder.noContact')}</span>
        ) : href ? (
          <a href={href} className={styles.contactLink}>
            {message.contact}
          </a>
        ) : (
          <span className={styles.contactText}>{message.contact}</span>
        )}
      </p>
      <div className={styles.actions}>
        {handled && message.handledAt && (
          <p className={styles.handled}>
            {t('items.finder.handled', { date: formatDate(message.handledAt) })}
          </p>
        )}
        {/* one button whose words change: focus stays on it once the mark is saved */}
        <Button
          variant={handled ? 'ghost' : 'secondary'}
          loading={mark.isPending}
          aria-describedby={dateId}
          onClick={() => mark.mutate(!handled)}
        >
          {handled ? t('items.finder.markUnhandled') : t('items.finder.markHandled')}
        </Button>
      </div>
      {mark.isError && (
        <p className={styles.error} role="alert">
          {t('items.finder.markFailed', { reason: errorMessage(mark.error, t) })}
        </p>
      )}
    </li>
  );
}

function RowSkeleton() {
  return (
    <SkeletonRow
      className={styles.row}
      lines={[styles.skeletonMeta, styles.skeletonText, styles.skeletonContact]}
    />
  );
}
