// One brand message in full (/items/:id/messages/:messageId): picture, body with its paragraphs, date, and its
// link as a clear external button. The API has no "one message" route: it is found in the item's pages, read
// further page by page when the address points past the first.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from '../../lib/router';
import { itemQuery } from '../../api/items';
import { messagesQuery, type Message } from '../../api/messages';
import { hrefs } from '../../config/paths';
import { BackLink, buttonClassName, Icon } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { useFormatDate } from '../../lib/format';
import skeleton from '../../ui/skeleton.module.css';
import { LoadError } from '../../ui/state-message';
import { NotFoundMessage } from '../../ui/not-found-screen';
import { LoadingBlock } from '../../ui/query-states';
import { PlainText } from '../../ui/plain-text';
import { BrandLogo } from './brand-logo';
import { Screen } from '../../ui/screen';
import styles from './messages.module.css';

/** Only web addresses open from a message: anything else (javascript:, data:…) is not shown as a link. */
export function safeLink(link: string | null): URL | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function MessageScreen() {
  const { t } = useTranslation();
  const { id = '', messageId = '' } = useParams();
  const item = useQuery(itemQuery(id));
  const messages = useInfiniteQuery(messagesQuery(id));
  const message = messages.data?.pages.flatMap((page) => page.items).find((one) => one.id === messageId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = messages;
  const searching = !message && hasNextPage && !isFetchNextPageError;
  usePageTitle(message?.title);

  // an older message: read on until it turns up or the list ends
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);

  const back = <BackLink fallbackTo={hrefs.itemMessages(id)} label={t('messages.detail.back')} />;
  let content;
  if (message) {
    content = <MessageView message={message} />;
  } else if ((messages.isError && !messages.data) || isFetchNextPageError) {
    content = (
      <LoadError
        headingLevel={1}
        title={t('messages.detail.errorTitle')}
        error={messages.error}
        onRetry={() => void (messages.data ? fetchNextPage() : messages.refetch())}
        retrying={messages.isFetching}
      />
    );
  } else if (messages.isPending || searching) {
    content = <MessageSkeleton />;
  } else {
    content = (
      <NotFoundMessage
        icon="bell"
        title={t('messages.detail.notFoundTitle')}
        text={t('messages.detail.notFoundText')}
        to={hrefs.itemMessages(id)}
        linkText={t('messages.detail.backToMessages')}
      />
    );
  }

  return (
    <Screen theme={item.data?.brand.theme}>
      {back}
      {content}
    </Screen>
  );
}

function MessageView({ message }: { message: Message }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const link = safeLink(message.link);
  const titleId = useId();
  return (
    <article className={styles.message} aria-labelledby={titleId}>
      <p className={styles.meta}>
        <BrandLogo brand={message.brand} />
        <span className={styles.brand}>{t('messages.from', { brand: message.brand.name })}</span>
        <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'dateTime')}</time>
      </p>
      <h1 id={titleId} className={styles.title}>
        {message.title}
      </h1>
      {message.scope === 'collection' && <p className={styles.scope}>{t('messages.collectionWide')}</p>}
      {message.pictureUrl && (
        <img
          src={message.pictureUrl}
          alt={t('messages.detail.pictureAlt', { brand: message.brand.name })}
          decoding="async"
          className={styles.picture}
        />
      )}
      <PlainText body={message.body} headingLevel={2} />
      {link && (
        <>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName()}
            data-variant="primary"
          >
            <span>{t('messages.detail.openLink')}</span>
            <Icon name="chevron-right" size={18} />{' '}
            <span className="visually-hidden">{t('messages.detail.newTab')}</span>
          </a>
          <p className={styles.linkHost}>{link.host}</p>
        </>
      )}
    </article>
  );
}

function MessageSkeleton() {
  return (
    <LoadingBlock className={styles.message}>
      <span className={`${skeleton.line} ${styles.skeletonMeta}`} aria-hidden="true" />
      <span className={`${skeleton.line} ${styles.skeletonTitle}`} aria-hidden="true" />
      <span className={`${skeleton.block} ${styles.skeletonPicture}`} aria-hidden="true" />
      <span className={`${skeleton.line} ${styles.skeletonBody}`} aria-hidden="true" />
    </LoadingBlock>
  );
}
