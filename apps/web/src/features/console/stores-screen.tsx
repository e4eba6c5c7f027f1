// The brand's after-sales stores: their address, opening hours and position, opened and changed here; owners choose
// among them when they ask for a repair.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storesQuery } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { ConsolePage, Panel } from './console-page';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { StoreForm } from './store-form';
import { useHoursText } from './store-hours';

export function StoresScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const stores = useQuery(storesQuery(brand.brandId));
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const hoursText = useHoursText();
  return (
    <ConsolePage
      title={t('console.stores.title')}
      lead={t('console.stores.lead')}
      actions={
        editing === null && <Button onClick={() => setEditing('new')}>{t('console.stores.add')}</Button>
      }
    >
      {editing === 'new' && (
        <Panel id="new-store" title={t('console.stores.newTitle')}>
          <StoreForm onDone={() => setEditing(null)} />
        </Panel>
      )}
      <ConsoleQuery query={stores}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>{t('console.stores.none')}</p>
          ) : (
            <ul className={styles.cards}>
              {list.map((store) => (
                <li key={store.id} className={styles.panel}>
                  {editing === store.id ? (
                    <>
                      <h2>{t('console.stores.editTitle', { name: store.name })}</h2>
                      <StoreForm store={store} onDone={() => setEditing(null)} />
                    </>
                  ) : (
                    <>
                      <h2>{store.name}</h2>
                      <p>
                        {store.address}, {store.postalCode} {store.city}, {store.country}
                      </p>
                      <p className={styles.meta}>{hoursText(store)}</p>
                      <p className={styles.meta}>
                        {[store.phone, store.email].filter(Boolean).join(' · ')}
                        {' · '}
                        {store.latitude.toFixed(4)}, {store.longitude.toFixed(4)}
                      </p>
                      {editing === null && (
                        <div>
                          <Button variant="secondary" onClick={() => setEditing(store.id)}>
                            {t('console.stores.edit')}
                          </Button>
                        </div>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </ConsolePage>
  );
}
