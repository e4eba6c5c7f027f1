// The passport screens: a model's (from its collection's screen) and an item's own fields (from the items list).
// Catalogue staff edit it and save a new version; every version is listed, and one is read as it stood then.
// After-sales staff read it without editing.
import type { ConsolePassport } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  collectionsQuery,
  itemPassportQuery,
  modelPassportQuery,
  useSetItemPassport,
  useSetModelPassport,
} from '../../api/console';
import type { ItemPassportFields, PassportFields } from '@heirloom/contract';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link, useParams, useSearchParams } from '../../lib/router';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel } from './console-page';
import { ConsoleQuery } from './console-query';
import { PassportEditor, type PassportSaving } from './passport-editor';
import { PassportFieldsView } from './passport-read';
import { AsOfView, VersionList, type PassportQuery } from './passport-versions';

function BackToCollection({ collectionId, name }: { collectionId: string; name?: string }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  return (
    <p>
      <Link to={consoleHrefs.collection(brand.brandId, collectionId)}>
        ← {name ?? t('console.collections.title')}
      </Link>
    </p>
  );
}

export function ModelPassportScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const { collectionId = '' } = useParams();
  const collection = useQuery(collectionsQuery(brand.brandId)).data?.find((c) => c.id === collectionId);
  const set = useSetModelPassport(brand.brandId);
  const saving: PassportSaving = {
    save: (input, done) =>
      set.mutate(
        { collectionId, fields: input.fields as PassportFields, baseVersion: input.baseVersion },
        done,
      ),
    pending: set.isPending,
    error: set.error,
    reset: set.reset,
  };
  return (
    <>
      <BackToCollection collectionId={collectionId} name={collection?.name} />
      <ConsolePage
        title={t('console.passport.modelTitle', { name: collection?.name ?? '…' })}
        lead={t('console.passport.modelLead')}
      >
        <PassportWorkspace
          scope="model"
          query={(asOf) => modelPassportQuery(brand.brandId, collectionId, asOf)}
          saving={saving}
        />
      </ConsolePage>
    </>
  );
}

export function ItemPassportScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const { collectionId = '', itemId = '' } = useParams();
  const [search] = useSearchParams();
  const collection = useQuery(collectionsQuery(brand.brandId)).data?.find((c) => c.id === collectionId);
  const set = useSetItemPassport(brand.brandId);
  // the model's passport, shown beside the fields the item keeps
  const model = useQuery(modelPassportQuery(brand.brandId, collectionId)).data?.fields;
  const saving: PassportSaving = {
    save: (input, done) => set.mutate({ itemId, ...input }, done),
    pending: set.isPending,
    error: set.error,
    reset: set.reset,
  };
  return (
    <>
      <BackToCollection collectionId={collectionId} name={collection?.name} />
      <ConsolePage
        title={t('console.passport.itemTitle', { serial: search.get('serial') ?? '…' })}
        lead={t('console.passport.itemLead', { model: collection?.name ?? '…' })}
      >
        <PassportWorkspace
          scope="item"
          query={(asOf) => itemPassportQuery(brand.brandId, itemId, asOf)}
          saving={saving}
          model={model}
        />
      </ConsolePage>
    </>
  );
}

/** The passport's editor (read-only without the catalogue role), its versions, and one read as of its date. */
function PassportWorkspace({
  scope,
  query,
  saving,
  model,
}: {
  scope: 'model' | 'item';
  query: (asOf?: string) => PassportQuery;
  saving: PassportSaving;
  /** an item's: its model's fields */
  model?: ItemPassportFields;
}) {
  const brand = useConsoleBrand();
  const latest = useQuery(query());
  const [reading, setReading] = useState<string>();
  // the editor starts over from the latest version when someone else's was saved meanwhile
  const [round, setRound] = useState(0);
  const reload = async () => {
    await latest.refetch();
    saving.reset();
    setRound((r) => r + 1);
  };
  return (
    <ConsoleQuery query={latest}>
      {(passport) => (
        <>
          <PassportPanel passport={passport}>
            {brand.can('catalogue') ? (
              <PassportEditor
                key={round}
                passport={passport}
                scope={scope}
                model={model}
                saving={saving}
                onReload={() => void reload()}
              />
            ) : (
              <PassportFieldsView fields={passport.fields} />
            )}
          </PassportPanel>
          <VersionList versions={passport.versions} reading={reading} onRead={setReading} />
          {reading && <AsOfView at={reading} query={query(reading)} onClose={() => setReading(undefined)} />}
        </>
      )}
    </ConsoleQuery>
  );
}

function PassportPanel({ passport, children }: { passport: ConsolePassport; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Panel id="passport-fields" title={t('console.passport.fieldsTitle')}>
      <p>
        {passport.version === null
          ? t('console.passport.neverWritten')
          : t('console.passport.latest', { version: passport.version })}
      </p>
      {children}
    </Panel>
  );
}
