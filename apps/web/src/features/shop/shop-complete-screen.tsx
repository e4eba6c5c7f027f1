// /shop/complete: back from a hosted card page (?session_id=cs_…) or a bank's page (?payment_intent=pi_…).
// Asks where the payment stands until it is settled (the webhook may come a moment later), then says so:
// the item is theirs (and how to find it), refunded, or not paid at all.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useSearchParams } from '../../lib/router';
import { itemKeys } from '../../api/items';
import { itemForSaleQuery, orderStatusQuery, shopKeys, type OrderStatus } from '../../api/shop';
import { useSignedIn } from '../../api/token-store';
import { transferKeys } from '../../api/transfers';
import { currentUserId, userQuery } from '../../api/users';
import { hrefs, paths } from '../../config/paths';
import { BackLink, Button, Header, Hourglass } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { isMissing } from '../../api/errors';
import { NotFoundMessage } from '../../ui/not-found-screen';
import { StateMessage } from '../../ui/state-message';
import { BackToShopLink } from './back-to-shop';
import { readCheckout } from './guest-checkout-store';
import { PurchaseSuccess } from './purchase-success';
import styles from './shop.module.css';
import { Screen } from '../../ui/screen';
import { ShopTopBar } from './shop-top-bar';
import { QueryError } from '../../ui/query-error';

const POLL_MS = 1500;
/** After this the screen stops asking on its own and offers to check again. */
const PATIENCE_MS = 60_000;
const REFERENCE = /^(pi|cs)_[A-Za-z0-9_]{6,120}$/;

/** Not settled yet: paid but not handed over, or not paid yet (the webhook is on its way). */
const unsettled = (order: OrderStatus | undefined) =>
  !order || order.state === 'created' || (order.state === 'paid' && order.failure !== 'unavailable');

export function ShopCompleteScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('session_id') ?? params.get('payment_intent') ?? '';
  const valid = REFERENCE.test(reference);
  const [since, setSince] = useState(() => Date.now());
  const order = useQuery({
    ...orderStatusQuery(reference),
    enabled: valid,
    refetchInterval: (query) =>
      unsettled(query.state.data) && query.state.dataUpdatedAt - since < PATIENCE_MS ? POLL_MS : false,
  });
  usePageTitle(t('shop.complete.pageTitle'));

  const missing = (
    <NotFoundMessage
      icon="bag"
      title={t('shop.complete.missingTitle')}
      text={t('shop.complete.missingText')}
      to={paths.shop}
      linkText={t('shop.backToShop')}
    />
  );

  let body;
  if (!valid || (order.isError && isMissing(order.error))) body = missing;
  else if (order.isError)
    body = <QueryError headingLevel={1} query={order} title={t('shop.complete.errorTitle')} />;
  else if (unsettled(order.data)) {
    const waitedLong = order.isSuccess && order.dataUpdatedAt - since >= PATIENCE_MS;
    body = (
      <>
        <Header title={t('shop.complete.pageTitle')} />
        <div className={styles.waiting}>
          <Hourglass size="large" />
          <p role="status">{waitedLong ? t('shop.complete.slow') : t('shop.complete.checking')}</p>
          {waitedLong && (
            <Button
              variant="secondary"
              loading={order.isFetching}
              onClick={() => {
                setSince(Date.now());
                void order.refetch();
              }}
            >
              {t('shop.complete.checkAgain')}
            </Button>
          )}
        </div>
      </>
    );
  } else if (order.data) body = <Settled order={order.data} />;

  return (
    <Screen>
      <ShopTopBar back={<BackLink to={paths.shop} label={t('shop.title')} />} />
      {body}
    </Screen>
  );
}

function Settled({ order }: { order: OrderStatus }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const fulfilled = order.state === 'fulfilled';
  const item = useQuery({ ...itemForSaleQuery(order.productId), enabled: fulfilled });
  // a guest's number is the one they proved here; a signed-in buyer's is their account's
  const [guestPhone] = useState(() => readCheckout(order.productId)?.phone);
  const userId = signedIn ? (currentUserId() ?? '') : '';
  const user = useQuery({ ...userQuery(userId), enabled: fulfilled && userId !== '' });
  const phone = signedIn ? user.data?.phone : guestPhone;

  useEffect(() => {
    if (!fulfilled) return;
    // the shop shows it sold; a signed-in buyer's items and activity have it
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
    void queryClient.invalidateQueries({ queryKey: itemKeys.all });
    void queryClient.invalidateQueries({ queryKey: transferKeys.all });
  }, [fulfilled, queryClient]);

  if (fulfilled) {
    return (
      <PurchaseSuccess
        itemId={order.productId}
        name={order.productName}
        pictureUrl={item.data?.pictures[0]?.thumbnailUrl}
        price={order.price}
        paymentIntentId={order.paymentIntentId}
        phone={phone}
        signedIn={signedIn}
      />
    );
  }
  const refunded = order.state === 'refunded' || order.state === 'paid';
  const cancelled = order.state === 'cancelled';
  const [title, text] = refunded
    ? [t('shop.complete.refundedTitle'), t('shop.complete.refundedText', { name: order.productName })]
    : cancelled
      ? [t('shop.complete.cancelledTitle'), t('shop.complete.cancelledText')]
      : [t('shop.complete.failedTitle'), t('shop.complete.failedText')];
  return (
    <StateMessage
      headingLevel={1}
      tone="error"
      title={title}
      text={text}
      action={
        cancelled ? (
          <Link to={hrefs.shopItem(order.productId)} viewTransition>
            {t('shop.complete.backToItem')}
          </Link>
        ) : (
          <BackToShopLink />
        )
      }
    />
  );
}
