// Step 3: the store and the description side by side, what happens next, then the request itself.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SavStore } from '../../api/clients';
import { errorMessage } from '../../api/errors';
import { tryRequestRepair, type Repair } from '../../api/repairs';
import { Button } from '../../ui';
import { StoreSummary } from './store-summary';
import flow from '../../ui/flow.module.css';
import styles from './repairs.module.css';

export interface ReviewStepProps {
  itemId: string;
  store: SavStore;
  details: string;
  onChangeStore: () => void;
  onChangeDetails: () => void;
  onCreated: (repair: Repair) => void;
}

export function ReviewStep({
  itemId,
  store,
  details,
  onChangeStore,
  onChangeDetails,
  onCreated,
}: ReviewStepProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    const result = await tryRequestRepair(itemId, { savStore: store.id, details });
    setSending(false);
    if (result.ok) onCreated(result.repair);
    else setFailure(result.error);
  };

  return (
    <div className={flow.step}>
      <ChangeablePanel
        id="repair-review-store"
        title={t('aftersales.request.storeHeading')}
        onChange={onChangeStore}
      >
        <StoreSummary store={store} />
      </ChangeablePanel>

      <ChangeablePanel
        id="repair-review-details"
        title={t('aftersales.request.detailsHeading')}
        onChange={onChangeDetails}
      >
        <p className={styles.details}>{details.trim()}</p>
      </ChangeablePanel>

      <section className={flow.step} aria-labelledby="repair-review-next">
        <h2 id="repair-review-next" className={styles.panelHeading}>
          {t('aftersales.request.whatHappens')}
        </h2>
        <p className={styles.explain}>{t('aftersales.request.explain')}</p>
      </section>

      <div role="alert" className={styles.alertSlot}>
        {failure !== undefined && (
          <p className={styles.error}>
            {t('aftersales.request.failed')} {errorMessage(failure, t)} {t('aftersales.request.failedKeep')}
          </p>
        )}
      </div>
      <div className={flow.actions}>
        <Button fullWidth loading={sending} onClick={() => void send()}>
          {t('aftersales.request.submit')}
        </Button>
      </div>
    </div>
  );
}

/** One of the two things the request is made of, under its heading, with a button to go back and change it. */
function ChangeablePanel({
  id,
  title,
  onChange,
  children,
}: {
  id: string;
  title: string;
  onChange: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelHeading}>
          {title}
        </h2>
        <Button variant="ghost" onClick={onChange} aria-describedby={id}>
          {t('aftersales.request.change')}
        </Button>
      </div>
      {children}
    </section>
  );
}
