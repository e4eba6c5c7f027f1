// The repair request (issue 5): store → description → review; nothing typed or chosen is lost going back or on error.
import { useQuery } from '@tanstack/react-query';
import type { TextKey } from '../../i18n';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { savStoresQuery } from '../../api/clients';
import type { Item } from '../../api/items';
import type { Repair } from '../../api/repairs';
import { Header } from '../../ui';
import { useStepFocus } from '../../ui/use-step-focus';
import { DetailsStep } from './details-step';
import { ReviewStep } from './review-step';
import { StoreStep } from './store-step';
import { useOwnerPosition } from './use-owner-position';
import styles from './repairs.module.css';

type Step = 'store' | 'details' | 'review';
const STEP_NUMBER: Record<Step, number> = { store: 1, details: 2, review: 3 };
const TITLE: Record<Step, TextKey> = {
  store: 'aftersales.request.storeTitle',
  details: 'aftersales.request.detailsTitle',
  review: 'aftersales.request.reviewTitle',
};

export interface RepairRequestFlowProps {
  item: Item;
  onCreated: (repair: Repair) => void;
}

export function RepairRequestFlow({ item, onCreated }: RepairRequestFlowProps) {
  const { t } = useTranslation();
  const [wanted, setStep] = useState<Step>('store');
  const [storeId, setStoreId] = useState<string>();
  const [details, setDetails] = useState('');
  const [position, locate] = useOwnerPosition();
  const stores = useQuery(savStoresQuery(item.nftCollection.clientId));
  const store = stores.data?.find((candidate) => candidate.id === storeId);
  // the review needs its store: should it vanish from the brand's list, the choice is asked again
  const step: Step = wanted === 'review' && !store ? 'store' : wanted;
  // each step is a new page for a screen reader: its title takes the focus
  const top = useStepFocus<HTMLDivElement>(step, 'h1');

  return (
    <div ref={top} className={styles.flow}>
      <p className={styles.stepCount}>{t('aftersales.request.step', { step: STEP_NUMBER[step] })}</p>
      <Header title={t(TITLE[step])} subtitle={item.name} />
      {step === 'store' && (
        <StoreStep
          item={item}
          storeId={storeId}
          onStoreChange={setStoreId}
          position={position}
          onLocate={locate}
          onContinue={() => setStep('details')}
        />
      )}
      {step === 'details' && (
        <DetailsStep
          details={details}
          onDetailsChange={setDetails}
          onBack={() => setStep('store')}
          onContinue={() => setStep('review')}
        />
      )}
      {step === 'review' && store && (
        <ReviewStep
          itemId={item.id}
          store={store}
          details={details}
          onChangeStore={() => setStep('store')}
          onChangeDetails={() => setStep('details')}
          onCreated={onCreated}
        />
      )}
    </div>
  );
}
