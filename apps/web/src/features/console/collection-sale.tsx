// A collection's place in the shop: on sale at a price in one of the shop's currencies, or closed.
import { formatPrice } from '@heirloom/contract';
import { useState, type FormEvent } from 'react';
import { useSetSale, type ConsoleCollection } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { Button, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { Panel } from './console-page';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY'] as const;

const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

export function SalePanel({ collection, canEdit }: { collection: ConsoleCollection; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const sale = useSetSale(brand.brandId);
  const [currency, setCurrency] = useState(collection.price?.currency ?? 'EUR');
  const digits = fractionDigits(currency);
  const [amount, setAmount] = useState(
    collection.price ? String(collection.price.amount / 10 ** fractionDigits(collection.price.currency)) : '',
  );
  const [problem, setProblem] = useState<string>();
  const language = i18n.language === 'fr' ? 'fr' : 'en';

  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0) {
      setProblem(t('console.collection.priceInvalid'));
      return;
    }
    setProblem(undefined);
    sale.mutate({
      collectionId: collection.id,
      onSale: true,
      price: { amount: Math.round(value * 10 ** digits), currency },
    });
  };

  return (
    <Panel id="collection-shop" title={t('console.collection.shop')}>
      <p>
        {collection.onSale && collection.price
          ? t('console.collection.onSaleAt', {
              price: formatPrice(collection.price.amount, collection.price.currency, language),
              count: collection.counts.on_sale,
            })
          : t('console.collection.closed')}
      </p>
      {canEdit && (
        <form className={styles.row} onSubmit={open} noValidate>
          <TextInput
            label={t('console.collection.price')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={problem}
          />
          <label className={styles.select}>
            {t('console.collection.currency')}
            <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <div className={styles.actions}>
            <Button type="submit" loading={sale.isPending && sale.variables?.onSale}>
              {collection.onSale ? t('console.collection.changePrice') : t('console.collection.open')}
            </Button>
            {collection.onSale && (
              <Button
                variant="secondary"
                loading={sale.isPending && !sale.variables?.onSale}
                onClick={() => sale.mutate({ collectionId: collection.id, onSale: false })}
              >
                {t('console.collection.close')}
              </Button>
            )}
          </div>
        </form>
      )}
      <ErrorLine error={sale.error} />
    </Panel>
  );
}
