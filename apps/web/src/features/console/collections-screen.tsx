// The brand's collections (catalogue): each with its cover, its items counted by state and whether it is on sale;
// a form to create one (./collection-form.tsx).
import { formatPrice } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { collectionsQuery } from '../../api/console';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from '../../lib/router';
import { Button } from '../../ui';
import { CollectionForm } from './collection-form';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel, QueryTable } from './console-page';

export function CollectionsScreen() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const collections = useQuery(collectionsQuery(brand.brandId));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canEdit = brand.can('catalogue');
  const language = i18n.language === 'fr' ? 'fr' : 'en';

  return (
    <ConsolePage
      title={t('console.collections.title')}
      lead={t('console.collections.lead')}
      actions={
        canEdit &&
        !creating && <Button onClick={() => setCreating(true)}>{t('console.collections.create')}</Button>
      }
    >
      {creating && (
        <Panel id="new-collection" title={t('console.collections.createTitle')}>
          <CollectionForm
            submitLabel={t('console.collections.createSubmit')}
            onCancel={() => setCreating(false)}
            onSaved={(made) => void navigate(consoleHrefs.collection(brand.brandId, made.id))}
          />
        </Panel>
      )}
      <QueryTable
        query={collections}
        rows={(items) => items}
        empty={t('console.collections.none')}
        columns={[
          t('console.collections.name'),
          t('console.collections.items'),
          t('console.itemState.stock'),
          t('console.itemState.on_sale'),
          t('console.itemState.owned'),
          t('console.collections.shop'),
        ]}
        row={(collection) => (
          <tr key={collection.id}>
            <th scope="row">
              <Link to={consoleHrefs.collection(brand.brandId, collection.id)}>{collection.name}</Link>
            </th>
            <td>{collection.total}</td>
            <td>{collection.counts.stock}</td>
            <td>{collection.counts.on_sale + collection.counts.reserved}</td>
            <td>{collection.counts.owned}</td>
            <td>
              {collection.onSale && collection.price
                ? formatPrice(collection.price.amount, collection.price.currency, language)
                : t('console.collections.notOnSale')}
            </td>
          </tr>
        )}
      />
    </ConsolePage>
  );
}
