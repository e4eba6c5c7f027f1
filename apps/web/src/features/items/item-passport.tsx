// The item's passport on its owner's page: what the public reads (materials, origin, care, after-sales, end of
// life, documents), the owner's own record (since when and how they hold it, its repairs), and whether they share
// that record with the brand's after-sales (their consent, changed here). An item without a passport shows nothing.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import type { Item } from '../../api/items';
import { ownerPassportQuery, useSetPassportConsent, type PassportView } from '../../api/passport';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Checkbox } from '../../ui';
import { PassportDetails } from '../../ui/passport';
import styles from './item-passport.module.css';

export function ItemPassport({ item }: { item: Pick<Item, 'id' | 'brand'> }) {
  const { t } = useTranslation();
  const passport = useQuery(ownerPassportQuery(item.id));
  // nothing while it loads, and nothing for an item without one
  if (passport.isPending || passport.data === null) return null;
  if (passport.isError) {
    return (
      <p className={styles.failed} role="status">
        {t('items.passport.failed')} {errorMessage(passport.error, t)}
      </p>
    );
  }
  const view = passport.data;
  return (
    <PassportDetails view={view} headingLevel={3}>
      {view.personal && <OwnerRecord personal={view.personal} />}
      {view.consent && <Consent itemId={item.id} brand={item.brand.name} consent={view.consent} />}
    </PassportDetails>
  );
}

function OwnerRecord({ personal }: { personal: NonNullable<PassportView['personal']> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <div className={styles.record}>
      <h4 className={styles.recordTitle}>{t('items.passport.yourRecord')}</h4>
      <p className={styles.line}>
        {t(`items.passport.acquired.${personal.acquiredBy}`, { date: formatDate(personal.heldSince) })}
      </p>
      {personal.repairs.length === 0 ? (
        <p className={styles.line}>{t('items.passport.noRepairs')}</p>
      ) : (
        <ul className={styles.repairs}>
          {personal.repairs.map((repair) => (
            <li key={`${repair.openedAt}-${repair.store}`}>
              {repair.closedAt
                ? t('items.passport.repairClosed', {
                    store: repair.store,
                    opened: formatDate(repair.openedAt),
                    closed: formatDate(repair.closedAt),
                  })
                : t('items.passport.repairOpen', {
                    store: repair.store,
                    opened: formatDate(repair.openedAt),
                  })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Consent({
  itemId,
  brand,
  consent,
}: {
  itemId: string;
  brand: string;
  consent: NonNullable<PassportView['consent']>;
}) {
  const { t } = useTranslation();
  const set = useSetPassportConsent(itemId);
  // shown as asked from the tap itself (the mutation's own state reaches the screen a task later), while the server
  // takes it; then as the cache has it: the server's answer, or back as it was if refused
  const [asked, setAsked] = useState<boolean>();
  const checked = asked ?? consent.shareWithBrand;
  return (
    <div className={styles.consent}>
      <Checkbox
        role="switch"
        label={t('items.passport.share', { brand })}
        checked={checked}
        disabled={set.isPending}
        aria-describedby="item-passport-share-hint"
        onChange={(next) => {
          setAsked(next);
          set.mutate(next, { onSettled: () => setAsked(undefined) });
        }}
      />
      <p id="item-passport-share-hint" className={styles.hint}>
        {t('items.passport.shareHint', { brand })}
      </p>
      <p className={styles.failed} role="status">
        {set.isError ? `${t('items.passport.shareFailed')} ${errorMessage(set.error, t)}` : ''}
      </p>
    </div>
  );
}
