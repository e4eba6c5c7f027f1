// A collection's items in the console: added one by one or by CSV import (all or nothing, every refused line said),
// listed with their state and searched; each unsold item put on sale or back in stock, and a market link with its
// QR code to print for an item on sale.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  ITEMS_PAGE_SIZE,
  itemsQuery,
  useCreateItem,
  useImportItems,
  useMarketLink,
  useSetItemPicture,
  useSetItemSale,
  type ConsoleCollection,
  type ConsoleItem,
} from '../../api/console';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Link } from '../../lib/router';
import { Button, CopyButton, TextInput } from '../../ui';
import { QrCode } from '../../ui/qr-code';
import { useConsoleBrand } from './console-layout';
import { FilePicker, SearchField, SubmitButton, useSearchedPages } from './console-controls';
import { Panel, QueryTable } from './console-page';
import { CsvImport, ErrorLine, Pager, SuccessLine } from './console-parts';
import { styles } from './console-styles';

const CSV_EXAMPLE = [
  'serial_number,name,description_en,description_fr,Case|Boîtier',
  'MA-0001,Pilote 40,A pilot watch.,Une montre de pilote.,Steel|Acier',
].join('\n');

type MarketLink = NonNullable<ReturnType<typeof useMarketLink>['data']>;

export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/heic';

export function AddItems({ collectionId }: { collectionId: string }) {
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
    <Panel id="add-items" title={t('console.items.addTitle')}>
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
        <SubmitButton label={t('console.items.add')} busy={create.isPending} />
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
      <SuccessLine text={done} />
    </Panel>
  );
}

export function ItemsTable({ collection, canEdit }: { collection: ConsoleCollection; canEdit: boolean }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const { offset, setOffset, search, searched, onSearch } = useSearchedPages();
  // an item's certificate is recorded on the chain within seconds: its state is read again until it is
  const items = useQuery({
    ...itemsQuery(brand.brandId, collection.id, offset, searched),
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.state === 'minting') ? 3_000 : false),
  });
  const total = items.data?.total ?? 0;
  return (
    <Panel
      id="items-title"
      title={t('console.items.title', { count: total })}
      aside={<SearchField label={t('console.items.search')} value={search} onSearch={onSearch} />}
    >
      <QueryTable
        query={items}
        rows={(page) => page.items}
        empty={searched ? t('console.items.noMatch') : t('console.items.none')}
        columns={[
          { hidden: t('console.items.picture') },
          t('console.items.serial'),
          t('console.items.name'),
          t('console.items.state'),
          t('console.items.certificate'),
          { hidden: t('console.actions') },
        ]}
        row={(item) => <ItemRow key={item.id} item={item} collection={collection} canEdit={canEdit} />}
      />
      <Pager offset={offset} size={ITEMS_PAGE_SIZE} total={total} onChange={setOffset} />
    </Panel>
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
  const link = useMarketLink(brand.brandId);
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
          <br />
          <Link
            className={styles.meta}
            to={consoleHrefs.itemPassport(brand.brandId, collection.id, item.id, item.serialNumber)}
          >
            {t('console.items.passport')}
            <span className="visually-hidden"> — {item.serialNumber}</span>
          </Link>
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
          <ItemActions item={item} collection={collection} canEdit={canEdit} link={link} />
        </td>
      </tr>
      {link.data && <MarketLinkRow item={item} link={link.data} />}
    </>
  );
}

/** An item's buttons: its picture, on sale or back in stock, a market link; and what failed of them. */
function ItemActions({
  item,
  collection,
  canEdit,
  link,
}: {
  item: ConsoleItem;
  collection: ConsoleCollection;
  canEdit: boolean;
  link: ReturnType<typeof useMarketLink>;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const sale = useSetItemSale(brand.brandId);
  const picture = useSetItemPicture(brand.brandId);
  const failure = sale.error ?? link.error ?? picture.error;
  return (
    <>
      {canEdit && (
        <div className={styles.actions}>
          <FilePicker
            className={styles.fileLink}
            accept={PICTURE_TYPES}
            onFile={(file) => picture.mutate({ itemId: item.id, file })}
          >
            {item.pictureUrl ? t('console.items.changePicture') : t('console.items.addPicture')}
            <span className="visually-hidden"> — {item.name}</span>
          </FilePicker>
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
    </>
  );
}

/** A market link made for an item on sale: its QR code, its address to copy, and a button to print them. */
function MarketLinkRow({ item, link }: { item: ConsoleItem; link: MarketLink }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <tr>
      <td colSpan={6}>
        <div className={styles.marketLink}>
          <QrCode
            value={link.url}
            label={t('console.items.qrLabel', { name: item.name })}
            loadingLabel={t('console.loading')}
          />
          <div className={styles.form}>
            <p>{t('console.items.linkReady', { date: formatDate(link.expiresAt) })}</p>
            <p className={styles.secret}>{link.url}</p>
            <div className={styles.actions}>
              <CopyButton text={link.url} />
              <Button variant="secondary" onClick={() => window.print()}>
                {t('console.items.print')}
              </Button>
            </div>
          </div>
        </div>
      </td>
    </tr>
  );
}
