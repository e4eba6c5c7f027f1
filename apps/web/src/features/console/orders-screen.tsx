// The shop's orders (catalogue): each sold item with its price, its state (sold, or refunded when someone else got
// the item first) and its buyer's phone, masked.
import { formatPrice } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDERS_PAGE_SIZE, ordersQuery } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { DataTable, Pager } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

const stateKey = {
  paid: 'console.orders.states.paid',
  fulfilled: 'console.orders.states.fulfilled',
  refunded: 'console.orders.states.refunded',
} as const;

export function OrdersScreen() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  useConsoleTitle(t('console.orders.title'));
  const [offset, setOffset] = useState(0);
  const orders = useQuery(ordersQuery(brand.brandId, offset));
  const formatDate = useFormatDate();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <h1>{t('console.orders.title')}</h1>
          <p className={styles.lead}>{t('console.orders.lead')}</p>
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="orders-list">
        <h2 id="orders-list" className="visually-hidden">
          {t('console.orders.title')}
        </h2>
        <ConsoleQuery query={orders}>
          {(page) => (
            <DataTable
              count={page.items.length}
              empty={t('console.orders.none')}
              columns={[
                t('console.orders.item'),
                t('console.orders.price'),
                t('console.orders.state'),
                t('console.orders.buyer'),
                t('console.orders.date'),
              ]}
            >
              {page.items.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    {order.item.name}
                    <br />
                    <span className={styles.meta}>
                      {order.item.serialNumber} · {order.item.collection}
                    </span>
                  </th>
                  <td>{formatPrice(order.price.amount, order.price.currency, language)}</td>
                  <td>
                    <span className={styles.pill}>
                      {order.state in stateKey
                        ? t(stateKey[order.state as keyof typeof stateKey])
                        : order.state}
                    </span>
                  </td>
                  <td>{order.buyer ?? t('console.orders.guest')}</td>
                  <td>{formatDate(order.createdAt, 'dateTime')}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </ConsoleQuery>
        <Pager offset={offset} size={ORDERS_PAGE_SIZE} total={orders.data?.total ?? 0} onChange={setOffset} />
      </section>
    </>
  );
}
