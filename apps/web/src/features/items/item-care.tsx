// An item in someone's care (decision 044): "in the care of … until …" on its page, what waits meanwhile (sending,
// selling, declaring), and "End the care now" for its owner, after a confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { endCare, itemCareQuery, refreshAfterCare, type OwnerCare } from '../../api/care';
import { errorCode } from '../../api/errors';
import type { Item } from '../../api/items';
import { useFormatDate } from '../../lib/format';
import { heirsCareErrorText } from '../../lib/heirs-care-errors';
import { maskPhone } from '../../lib/mask-phone';
import { useOnline } from '../../lib/online';
import { Button, Modal } from '../../ui';
import { NeedsNetwork } from '../../ui/needs-network';
import { QueryError } from '../../ui/query-error';
import styles from './item-care.module.css';

/** The carer as the owner reads them: the boutique and its city, or the number masked. */
function useCarerName(care: OwnerCare | null | undefined): string {
  const { t } = useTranslation();
  if (!care) return t('heirsCare.item.someone');
  return care.carer.kind === 'store'
    ? t('heirsCare.entrust.storeLine', { name: care.carer.store.name, city: care.carer.store.city })
    : maskPhone(care.carer.phone);
}

export function ItemCare({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const care = useQuery({ ...itemCareQuery(item.id), enabled: item.inCareUntil !== null });
  const carer = useCarerName(care.data);
  const end = useMutation({
    mutationFn: () => endCare(care.data?.id ?? ''),
    onSuccess: async () => {
      setAsking(false);
      await refreshAfterCare(queryClient, item.id);
    },
    // ended meanwhile (by the carer, or its time): said in the dialog, and the item read again, back in the
    // owner's hands (which this part then says too)
    onError: async (error) => {
      if (errorCode(error) === 'CARE_ENDED') await refreshAfterCare(queryClient, item.id);
    },
  });
  const close = () => {
    setAsking(false);
    end.reset();
  };
  if (!item.inCareUntil) {
    return end.isSuccess || errorCode(end.error) === 'CARE_ENDED' ? (
      <p className={styles.ended} role="status">
        {t('heirsCare.item.ended')}
      </p>
    ) : null;
  }
  const until = formatDate(care.data?.endsAt ?? item.inCareUntil, 'dateTime');
  return (
    <section className={styles.care} aria-labelledby="item-care-heading">
      <h2 id="item-care-heading" className={styles.title}>
        {care.data
          ? t('heirsCare.item.inCare', { carer, date: until })
          : t('heirsCare.item.inCareUntil', { date: until })}
      </h2>
      <p className={styles.text}>{t('heirsCare.item.waits')}</p>
      {care.isError && <QueryError query={care} headingLevel={3} title={t('heirsCare.item.loadError')} />}
      {care.data && (
        <>
          <NeedsNetwork id="item-care-offline" online={online} />
          <Button
            variant="secondary"
            disabled={!online}
            aria-describedby={online ? undefined : 'item-care-offline'}
            onClick={() => setAsking(true)}
          >
            {t('heirsCare.item.end')}
          </Button>
        </>
      )}
      <Modal open={asking} onClose={close} position="bottom" title={t('heirsCare.item.endTitle')}>
        <div className={styles.dialog}>
          <p>{t('heirsCare.item.endText', { carer })}</p>
          {end.isError && (
            <p className={styles.error} role="alert">
              {t('heirsCare.item.endFailed')} {heirsCareErrorText(end.error, t)}
            </p>
          )}
          {/* the safe choice first, where focus lands */}
          <Button variant="secondary" fullWidth onClick={close}>
            {t('heirsCare.item.keep')}
          </Button>
          <Button fullWidth loading={end.isPending} onClick={() => end.mutate()}>
            {t('heirsCare.item.endConfirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
