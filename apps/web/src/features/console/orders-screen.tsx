// The shop's orders (catalogue): each sold item with its price, its state (sold, or refunded: when someone else got
// the item first, or when its buyer brought it back) and its buyer's phone, masked. A sold order is refunded from
// here: a dialog says what happens (the money back to the card, the item back in the stock, the buyer told), asks
// why, and the answer says how it went.
import { formatPrice, REFUND_REASON_MAX } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDERS_PAGE_SIZE, ordersQuery, useRefundOrder, type ConsoleOrder } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, Modal } from '../../ui';
import { ArrivalsPanel } from './arrivals-panel';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel, QueryTable } from './console-page';
import { ErrorLine, Pager, TitledPart } from './console-parts';
import { styles } from './console-styles';
import { ReasonForm } from './reason-form';

const stateKey = {
  paid: 'console.orders.states.paid',
  fulfilled: 'console.orders.states.fulfilled',
  refunded: 'console.orders.states.refunded',
} as const;

export function OrdersScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const [offset, setOffset] = useState(0);
  const orders = useQuery(ordersQuery(brand.brandId, offset));
  const price = usePrice();
  const [refunding, setRefunding] = useState<ConsoleOrder | null>(null);
  const [done, setDone] = useState('');
  return (
    <ConsolePage title={t('console.orders.title')} lead={t('console.orders.lead')}>
      <p className={done ? styles.success : 'visually-hidden'} role="status">
        {done}
      </p>
      <Panel id="orders-list" title={t('console.orders.title')} hiddenTitle>
        <QueryTable
          query={orders}
          rows={(page) => page.items}
          empty={t('console.orders.none')}
          columns={[
            t('console.orders.item'),
            t('console.orders.price'),
            t('console.orders.state'),
            t('console.orders.buyer'),
            t('console.orders.date'),
            { hidden: t('console.actions') },
          ]}
          row={(order) => (
            <OrderRow
              key={order.id}
              order={order}
              onRefund={() => {
                setDone('');
                setRefunding(order);
              }}
            />
          )}
        />
        <Pager offset={offset} size={ORDERS_PAGE_SIZE} total={orders.data?.total ?? 0} onChange={setOffset} />
      </Panel>
      <ArrivalsPanel brandId={brand.brandId} />
      {refunding && (
        <RefundDialog
          brandId={brand.brandId}
          order={refunding}
          price={price(refunding)}
          onClose={() => setRefunding(null)}
          onRefunded={(order) => {
            setRefunding(null);
            const words = { item: order.item.name, price: price(order) };
            setDone(
              order.refund?.settled === false
                ? t('console.orders.donePending', words)
                : t('console.orders.done', words),
            );
          }}
        />
      )}
    </ConsolePage>
  );
}

/** An order's price in the reader's language. */
function usePrice() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (order: ConsoleOrder) => formatPrice(order.price.amount, order.price.currency, language);
}

function OrderRow({ order, onRefund }: { order: ConsoleOrder; onRefund: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const price = usePrice();
  return (
    <tr>
      <th scope="row">
        {order.item.name}
        <br />
        <span className={styles.meta}>
          {order.item.serialNumber} · {order.item.collection}
        </span>
      </th>
      <td>{price(order)}</td>
      <td>
        <span className={styles.pill}>
          {order.state in stateKey ? t(stateKey[order.state as keyof typeof stateKey]) : order.state}
        </span>
        {order.refund && <RefundFacts refund={order.refund} />}
      </td>
      <td>{order.buyer ?? t('console.orders.guest')}</td>
      <td>{formatDate(order.createdAt, 'dateTime')}</td>
      <td>
        {order.state === 'fulfilled' && (
          <Button
            variant="secondary"
            aria-label={t('console.orders.refundItem', {
              item: order.item.name,
              serial: order.item.serialNumber,
            })}
            onClick={onRefund}
          >
            {t('console.orders.refund')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** When a refunded order went back, and why: by whom for a return, or by itself. */
function RefundFacts({ refund }: { refund: NonNullable<ConsoleOrder['refund']> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      <br />
      <span className={styles.meta}>
        {t('console.orders.refundedOn', { date: formatDate(refund.at, 'dateTime') })}
        {refund.by && ` · ${t('console.orders.refundedBy', { by: refund.by })}`}
      </span>
      <br />
      {refund.reason ? (
        <span className={styles.quoteInline}>{refund.reason}</span>
      ) : (
        <span className={styles.meta}>{t('console.orders.byItself')}</span>
      )}
      {!refund.settled && (
        <>
          <br />
          <span className={styles.meta}>{t('console.orders.refundPending')}</span>
        </>
      )}
    </>
  );
}

function RefundDialog({
  brandId,
  order,
  price,
  onClose,
  onRefunded,
}: {
  brandId: string;
  order: ConsoleOrder;
  price: string;
  onClose: () => void;
  onRefunded: (order: ConsoleOrder) => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundOrder(brandId);
  return (
    <Modal
      open
      onClose={refund.isPending ? () => undefined : onClose}
      title={t('console.orders.dialog.title', { item: order.item.name })}
      width="36rem"
    >
      <ReasonForm
        field={{
          label: t('console.orders.dialog.reason'),
          hint: t('console.orders.dialog.reasonHint'),
          missing: t('console.orders.dialog.reasonMissing'),
          maxLength: REFUND_REASON_MAX,
          rows: 3,
        }}
        confirm={t('console.orders.dialog.confirm', { price })}
        pending={refund.isPending}
        error={<ErrorLine error={refund.error} />}
        onSubmit={(reason) => refund.mutate({ orderId: order.id, reason }, { onSuccess: onRefunded })}
        onCancel={onClose}
      >
        <p className={styles.meta}>
          {order.item.serialNumber} · {order.item.collection} · {price}
          {order.buyer && ` · ${order.buyer}`}
        </p>
        <TitledPart title={t('console.orders.dialog.what')}>
          <ul className={styles.steps}>
            <li>{t('console.orders.dialog.money', { price })}</li>
            <li>{t('console.orders.dialog.stock')}</li>
            <li>{t('console.orders.dialog.told')}</li>
          </ul>
          <p className={styles.meta}>{t('console.orders.dialog.only')}</p>
        </TitledPart>
      </ReasonForm>
    </Modal>
  );
}
