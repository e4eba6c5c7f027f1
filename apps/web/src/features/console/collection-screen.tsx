// One collection in the console: its texts, colours and cover; its place in the shop (./collection-sale.tsx); its
// passport (./passport-screen.tsx) and passports by CSV (./passport-import.tsx); its items (./collection-items.tsx).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { collectionsQuery, useSetCover, type ConsoleCollection } from '../../api/console';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from '../../lib/router';
import { Button } from '../../ui';
import { CollectionForm } from './collection-form';
import { AddItems, ItemsTable, PICTURE_TYPES } from './collection-items';
import { SalePanel } from './collection-sale';
import { PassportLinkPanel } from './passport-import';
import { FilePicker } from './console-controls';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { PageHead, Panel } from './console-page';
import { ErrorLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

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
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHead
        title={collection.name}
        lead={t('console.collection.counts', {
          total: collection.total,
          stock: collection.counts.stock,
          owned: collection.counts.owned,
        })}
        actions={
          canEdit &&
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('console.collection.edit')}
            </Button>
          )
        }
      />
      <Panel id="collection-about" title={t('console.collection.about')}>
        {editing ? (
          <CollectionForm
            initial={collection}
            submitLabel={t('console.save')}
            onCancel={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        ) : (
          <CollectionAbout collection={collection} canEdit={canEdit} />
        )}
      </Panel>
      <SalePanel collection={collection} canEdit={canEdit} />
      <PassportLinkPanel collectionId={collection.id} gtin={collection.gtin} canEdit={canEdit} />
      {canEdit && <AddItems collectionId={collection.id} />}
      <ItemsTable collection={collection} canEdit={canEdit} />
    </>
  );
}

/** A collection as owners see it: its cover (changed here), its texts in both languages and its colours. */
function CollectionAbout({ collection, canEdit }: { collection: ConsoleCollection; canEdit: boolean }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const cover = useSetCover(brand.brandId);
  return (
    <div className={styles.about}>
      {collection.coverUrl ? (
        <img className={styles.cover} src={collection.coverUrl} alt={t('console.collection.coverAlt')} />
      ) : (
        <div className={styles.coverEmpty}>{t('console.collection.noCover')}</div>
      )}
      <div className={styles.aboutText}>
        <p lang="en">{collection.description.en ?? <em>{t('console.collection.noEnglish')}</em>}</p>
        <p lang="fr">{collection.description.fr ?? <em>{t('console.collection.noFrench')}</em>}</p>
        {collection.theme && (
          <p className={styles.meta}>
            <Swatch colour={collection.theme.primary} />
            <Swatch colour={collection.theme.accent} />
            {t('console.collection.colours', collection.theme)}
          </p>
        )}
        {canEdit && (
          <div>
            <FilePicker
              className={styles.fileButton}
              accept={PICTURE_TYPES}
              onFile={(file) => cover.mutate({ collectionId: collection.id, file })}
            >
              {collection.coverUrl ? t('console.collection.changeCover') : t('console.collection.addCover')}
            </FilePicker>
            {cover.isPending && <p role="status">{t('console.collection.uploading')}</p>}
            <ErrorLine error={cover.error} />
          </div>
        )}
      </div>
    </div>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span className={styles.swatch} aria-hidden="true">
      <svg viewBox="0 0 1 1">
        <rect width="1" height="1" fill={colour} />
      </svg>
    </span>
  );
}
