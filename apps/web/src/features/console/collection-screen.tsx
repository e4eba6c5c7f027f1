// One collection in the console: its texts, colours and cover; its place in the shop (on sale at a price, or not);
// its items with their state, one by one or by CSV import (all or nothing, every refused line said); each unsold
// item put on sale or back in stock, and a market link with its QR code to print for an item on sale.
import { formatPrice } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  collectionsQuery,
  ITEMS_PAGE_SIZE,
  itemsQuery,
  useCreateItem,
  useImportItems,
  useMarketLink,
  useSaveCollection,
  useSetCover,
  useSetItemPicture,
  useSetItemSale,
  useSetSale,
  type ConsoleCollection,
  type ConsoleItem,
} from '../../api/console';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Link, useParams } from '../../lib/router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button, TextInput } from '../../ui';
import { QrCode } from '../../ui/qr-code';
import { CollectionForm } from './collections-screen';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { CsvImport, DataTable, ErrorLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY'] as const;
const CSV_EXAMPLE = [
  'serial_number,name,description_en,description_fr,Case|Boîtier',
  'MA-0001,Pilote 40,A pilot watch.,Une montre de pilote.,Steel|Acier',
].join('\n');

const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

export function CollectionScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const { collectionId = '' } = useParams();
  // its counts move while new items' certificates are being recorded: read again until they are
  const collections = useQuery({
    ...collectionsQuery(brand.brandId),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.id === collectionId && c.counts.minting > 0) ? 3_000 : false,
  });
  const collection = collections.data?.find((c) => c.id === collectionId);
  useConsoleTitle(collection?.name ?? t('console.collections.title'));
  return (
    <>
      <p>
        <Link to={consoleHrefs.section(brand.brandId, 'collections')}>
          ← {t('console.collections.title')}
        </Link>
      </p>
      <ConsoleQuery query={collections}>
        {() =>
          collection ? (
            <CollectionDetails collection={collection} />
          ) : (
            <section className={styles.panel}>
              <h1>{t('console.collections.notFound')}</h1>
            </section>
          )
        }
      </ConsoleQuery>
    </>
  );
}

function CollectionDetails({ collection }: { collection: ConsoleCollection }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const canEdit = brand.can('catalogue');
  const save = useSaveCollection(brand.brandId);
  const cover = useSetCover(brand.brandId);
  const [editing, setEditing] = useState(false);
  const coverInput = useId();

  const pickCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) cover.mutate({ collectionId: collection.id, file });
    event.target.value = '';
  };

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <h1>{collection.name}</h1>
          <p className={styles.lead}>
            {t('console.collection.counts', {
              total: collection.total,
              stock: collection.counts.stock,
              owned: collection.counts.owned,
            })}
          </p>
        </div>
        {canEdit && !editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('console.collection.edit')}
          </Button>
        )}
      </div>
      <section className={styles.panel} aria-labelledby="collection-about">
        <h2 id="collection-about">{t('console.collection.about')}</h2>
        {editing ? (
          <CollectionForm
            initial={collection}
            submitLabel={t('console.save')}
            busy={save.isPending}
            failure={save.error}
            onCancel={() => setEditing(false)}
            onSubmit={(draft) =>
              save.mutate(
                { collectionId: collection.id, collection: draft },
                { onSuccess: () => setEditing(false) },
              )
            }
          />
        ) : (
          <div className={styles.about}>
            {collection.coverUrl ? (
              <img
                className={styles.cover}
                src={collection.coverUrl}
                alt={t('console.collection.coverAlt')}
              />
            ) : (
              <div className={styles.coverEmpty}>{t('console.collection.noCover')}</div>
            )}
            <div className={styles.aboutText}>
              <p lang="en">{collection.description.en ?? <em>{t('console.collection.noEnglish')}</em>}</p>
              <p lang="fr">{collection.description.fr ?? <em>{t('console.collection.noFrench')}</em>}</p>
              {collection.theme && (
                <p className={styles.meta}>
                  <span className={styles.swatch} aria-hidden="true">
                    <svg viewBox="0 0 1 1">
                      <rect width="1" height="1" fill={collection.theme.primary} />
                    </svg>
                  </span>
                  <span className={styles.swatch} aria-hidden="true">
                    <svg viewBox="0 0 1 1">
                      <rect width="1" height="1" fill={collection.theme.accent} />
                    </svg>
                  </span>
                  {t('console.collection.colours', collection.theme)}
                </p>
              )}
              {canEdit && (
                <div>
                  <label className={styles.fileButton} htmlFor={coverInput}>
                    {collection.coverUrl
                      ? t('console.collection.changeCover')
                      : t('console.collection.addCover')}
                  </label>
                  <input
                    id={coverInput}
                    className="visually-hidden"
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
                    onChange={pickCover}
                  />
                  {cover.isPending && <p role="status">{t('console.collection.uploading')}</p>}
                  <ErrorLine error={cover.error} />
                </div>
              )}
            </div>
          </div>
        )}
      </section>
      <SalePanel collection={collection} canEdit={canEdit} />
      {canEdit && <AddItems collectionId={collection.id} />}
      <ItemsTable collection={collection} canEdit={canEdit} />
    </>
  );
}

function SalePanel({ collection, canEdit }: { collection: ConsoleCollection; canEdit: boolean }) {
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
    <section className={styles.panel} aria-labelledby="collection-shop">
      <h2 id="collection-shop">{t('console.collection.shop')}</h2>
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
    </section>
  );
}

function AddItems({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const create = useCreateItem(brand.brandId);
  const importItems = useImportItems(brand.brandId);
  const [serial, setSerial] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<{ serial?: string; name?: string }>({});
  const [done, setDone] = useState<string>();

  const addOne = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      serial: serial.trim() ? undefined : t('console.items.serialRequired'),
      name: name.trim() ? undefined : t('console.items.nameRequired'),
    };
    setProblems(found);
    setDone(undefined);
    if (found.serial || found.name) return;
    create.mutate(
      { collectionId, item: { serialNumber: serial.trim(), name: name.trim(), description: {} } },
      {
        onSuccess: (item) => {
          setDone(t('console.items.added', { name: item.name }));
          setSerial('');
          setName('');
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="add-items">
      <h2 id="add-items">{t('console.items.addTitle')}</h2>
      <form className={styles.row} onSubmit={addOne} noValidate>
        <TextInput
          label={t('console.items.serial')}
          value={serial}
          maxLength={100}
          onChange={(event) => setSerial(event.target.value)}
          error={problems.serial}
        />
        <TextInput
          label={t('console.items.name')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          error={problems.name}
        />
        <div>
          <Button type="submit" loading={create.isPending}>
            {t('console.items.add')}
          </Button>
        </div>
      </form>
      <ErrorLine error={create.error} />
      <CsvImport
        help={t('console.items.csvHelp')}
        example={CSV_EXAMPLE}
        pending={importItems.isPending}
        error={importItems.error}
        onPick={() => setDone(undefined)}
        onFile={(csv, file) =>
          importItems.mutate(
            { collectionId, csv },
            {
              onSuccess: (result) => setDone(t('console.items.imported', { count: result.imported, file })),
            },
          )
        }
      />
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
    </section>
  );
}

function ItemsTable({ collection, canEdit }: { collection: ConsoleCollection; canEdit: boolean }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  // an item's certificate is recorded on the chain within seconds: its state is read again until it is
  const items = useQuery({
    ...itemsQuery(brand.brandId, collection.id, offset, searched),
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.state === 'minting') ? 3_000 : false),
  });
  const total = items.data?.total ?? 0;
  return (
    <section className={styles.panel} aria-labelledby="items-title">
      <div className={styles.pageHead}>
        <h2 id="items-title">{t('console.items.title', { count: total })}</h2>
        <TextInput
          label={t('console.items.search')}
          type="search"
          value={search}
          onChange={(event) => (setSearch(event.target.value), setOffset(0))}
        />
      </div>
      <ConsoleQuery query={items}>
        {(page) => (
          <DataTable
            count={page.items.length}
            empty={searched ? t('console.items.noMatch') : t('console.items.none')}
            columns={[
              { hidden: t('console.items.picture') },
              t('console.items.serial'),
              t('console.items.name'),
              t('console.items.state'),
              t('console.items.certificate'),
              { hidden: t('console.actions') },
            ]}
          >
            {page.items.map((item) => (
              <ItemRow key={item.id} item={item} collection={collection} canEdit={canEdit} />
            ))}
          </DataTable>
        )}
      </ConsoleQuery>
      {total > ITEMS_PAGE_SIZE && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(offset - ITEMS_PAGE_SIZE)}
          >
            {t('console.previous')}
          </Button>
          <span className={styles.meta}>
            {t('console.pageOf', { from: offset + 1, to: Math.min(offset + ITEMS_PAGE_SIZE, total), total })}
          </span>
          <Button
            variant="secondary"
            disabled={offset + ITEMS_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + ITEMS_PAGE_SIZE)}
          >
            {t('console.next')}
          </Button>
        </div>
      )}
    </section>
  );
}

function ItemRow({
  item,
  collection,
  canEdit,
}: {
  item: ConsoleItem;
  collection: ConsoleCollection;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const formatDate = useFormatDate();
  const sale = useSetItemSale(brand.brandId);
  const link = useMarketLink(brand.brandId);
  const picture = useSetItemPicture(brand.brandId);
  const pictureInput = useId();
  const failure = sale.error ?? link.error ?? picture.error;
  const pickPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) picture.mutate({ itemId: item.id, file });
  };
  return (
    <>
      <tr>
        <td>
          {item.pictureUrl ? (
            <img className={styles.thumb} src={item.pictureUrl} alt="" loading="lazy" />
          ) : (
            <span className={styles.thumbEmpty} aria-hidden="true" />
          )}
        </td>
        <th scope="row">{item.serialNumber}</th>
        <td>
          {item.name}
          <br />
          <a className={styles.meta} href={item.publicUrl} target="_blank" rel="noreferrer">
            {t('console.items.publicPage')}
          </a>
        </td>
        <td>
          <span className={styles.pill} data-state={item.state}>
            {t(`console.itemState.${item.state}`)}
          </span>
          {item.declaredSince && (
            <p className={styles.meta}>
              {t('console.items.declaredSince', { date: formatDate(item.declaredSince) })}
            </p>
          )}
        </td>
        <td className={styles.meta}>
          {item.mint
            ? t('console.items.minted', { date: formatDate(item.mint.at) })
            : t('console.items.minting')}
        </td>
        <td>
          {canEdit && (
            <div className={styles.actions}>
              <label className={styles.fileLink} htmlFor={pictureInput}>
                {item.pictureUrl ? t('console.items.changePicture') : t('console.items.addPicture')}
                <span className="visually-hidden"> — {item.name}</span>
              </label>
              <input
                id={pictureInput}
                className="visually-hidden"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
                onChange={pickPicture}
              />
              {item.state === 'stock' && collection.onSale && (
                <Button
                  variant="secondary"
                  loading={sale.isPending}
                  onClick={() => sale.mutate({ itemId: item.id, onSale: true })}
                >
                  {t('console.items.putOnSale')}
                </Button>
              )}
              {item.state === 'on_sale' && (
                <>
                  <Button
                    variant="ghost"
                    loading={sale.isPending}
                    onClick={() => sale.mutate({ itemId: item.id, onSale: false })}
                  >
                    {t('console.items.backInStock')}
                  </Button>
                  <Button
                    variant="secondary"
                    loading={link.isPending}
                    onClick={() => link.mutate({ itemId: item.id, days: 90 })}
                  >
                    {t('console.items.marketLink')}
                  </Button>
                </>
              )}
            </div>
          )}
          <ErrorLine error={failure} />
        </td>
      </tr>
      {link.data && (
        <tr>
          <td colSpan={6}>
            <div className={styles.marketLink}>
              <QrCode
                value={link.data.url}
                label={t('console.items.qrLabel', { name: item.name })}
                loadingLabel={t('console.loading')}
              />
              <div className={styles.form}>
                <p>{t('console.items.linkReady', { date: formatDate(link.data.expiresAt) })}</p>
                <p className={styles.secret}>{link.data.url}</p>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => void navigator.clipboard?.writeText(link.data?.url ?? '')}
                  >
                    {t('console.items.copy')}
                  </Button>
                  <Button variant="secondary" onClick={() => window.print()}>
                    {t('console.items.print')}
                  </Button>
                </div>
              </div>
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
