// Entrusting a piece (decision 044), from its page: to whom, until when, what they see; then the confirmation (the
// owner's passkey, or an SMS code) for exactly that carer and piece (`entrustToPhone` / `entrustToStore`); then back
// to the piece, now marked "in the care of … until …". A refusal brings the form back with its reason.
import { isRepairOpen } from '@heirloom/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { entrustItem, entrustStepUp, refreshAfterCare, type CareRequest } from '../../api/care';
import { savStoresQuery, type SavStore } from '../../api/clients';
import { itemQuery, type Item } from '../../api/items';
import { repairsQuery } from '../../api/repairs';
import { hrefs, paths } from '../../config/paths';
import { useFormatDate } from '../../lib/format';
import { heirsCareErrorText } from '../../lib/heirs-care-errors';
import { canEntrust } from '../../lib/item-rules';
import { useNavigate, useParams } from '../../lib/router';
import { usePageTitle } from '../../lib/use-page-title';
import { BackLink, Button, Header, type PhoneInputHandle } from '../../ui';
import { ItemLoadScreen } from '../../ui/item-load-screen';
import { Screen } from '../../ui/screen';
import { StateMessage } from '../../ui/state-message';
import { useStepFocus } from '../../ui/use-step-focus';
import flow from '../../ui/flow.module.css';
import {
  emptyEntrustDraft,
  endOf,
  entrustProblems,
  entrustRequest,
  localDay,
  type EntrustDraft,
} from './entrust-draft';
import { EntrustFields } from './entrust-fields';
import { StepUpConfirm } from './step-up-confirm';
import styles from './heirs-care.module.css';

export function EntrustScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useQuery(itemQuery(id));
  usePageTitle(t('heirsCare.entrust.title'));
  if (!item.isSuccess) {
    return (
      <ItemLoadScreen
        queries={[item]}
        back={<BackLink fallbackTo={paths.home} />}
        errorTitle={t('heirsCare.entrust.failedTitle')}
      />
    );
  }
  if (!canEntrust(item.data)) {
    return (
      <Screen gap={5} theme={item.data.brand.theme}>
        <BackLink fallbackTo={hrefs.item(id)} />
        <StateMessage headingLevel={1} icon="clock" title={t('heirsCare.entrust.unavailable')} />
      </Screen>
    );
  }
  return <EntrustFlow item={item.data} />;
}

/** The brand's boutiques, and the one repairing the piece when a repair is open. */
function useStores(item: Item) {
  const inRepair = item.status === 'in_repair';
  const stores = useQuery(savStoresQuery(item.nftCollection.clientId));
  const repairs = useInfiniteQuery({ ...repairsQuery(item.id), enabled: inRepair });
  const open = repairs.data?.pages.flatMap((page) => page.items).find((repair) => isRepairOpen(repair.state));
  const repairStore: SavStore | undefined = open?.store;
  return {
    stores: stores.isError ? null : stores.data,
    repairStore,
    repair: open ? { storeId: open.store.id, repairId: open.id } : undefined,
  };
}

/** The piece entrusted once confirmed: the piece, its lists and Settings read again, and its page shown. */
function useEntrust(item: Item, onRefused: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CareRequest) => entrustItem(item.id, request),
    onSuccess: async () => {
      await refreshAfterCare(queryClient, item.id);
      await navigate(hrefs.item(item.id), { replace: true });
    },
    onError: onRefused,
  });
}

function EntrustFlow({ item }: { item: Item }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [draft, setDraft] = useState<EntrustDraft>(() => emptyEntrustDraft(item.status === 'in_repair'));
  const [tried, setTried] = useState(false);
  const [stage, setStage] = useState<'form' | 'confirm'>('form');
  const [endsAt, setEndsAt] = useState<Date>();
  const phoneField = useRef<PhoneInputHandle>(null);
  const container = useStepFocus<HTMLDivElement>(stage);
  const { stores, repairStore, repair } = useStores(item);
  const now = new Date();
  const problems = tried ? entrustProblems(draft, now, repair !== undefined) : new Set<never>();
  const preview = endOf(draft, now);
  const entrust = useEntrust(item, () => setStage('form'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const phone =
      draft.carer === 'person' ? (draft.phone ?? (await phoneField.current?.settle())) : undefined;
    const next = { ...draft, phone };
    setDraft(next);
    const end = endOf(next, new Date());
    if (entrustProblems(next, new Date(), repair !== undefined).size > 0 || !end) return;
    entrust.reset();
    setEndsAt(end);
    setStage('confirm');
  };
  const carer = entrustRequest(draft, endsAt ?? new Date(), repair).carer;

  return (
    <Screen gap={5} theme={item.brand.theme} ref={container}>
      <BackLink fallbackTo={hrefs.item(item.id)} />
      <Header title={t('heirsCare.entrust.title')} subtitle={t('heirsCare.entrust.subtitle')} />
      <p className={styles.rowTitle}>{item.name}</p>
      {stage === 'form' ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {entrust.isError && (
            <p className={styles.error} role="alert" tabIndex={-1} data-step-focus>
              {heirsCareErrorText(entrust.error, t)}
            </p>
          )}
          <EntrustFields
            draft={draft}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            brand={item.brand.name}
            stores={stores}
            repairStore={repairStore}
            problems={problems}
            phoneField={phoneField}
            dateBounds={{ min: localDay(now, 1), max: localDay(now, 365) }}
          />
          {preview && (
            <p className={styles.hint} role="status">
              {t('heirsCare.entrust.endsOn', { date: formatDate(preview.toISOString(), 'dateTime') })}
            </p>
          )}
          <div className={flow.actions}>
            <Button type="submit" fullWidth>
              {t('heirsCare.entrust.continue')}
            </Button>
          </div>
        </form>
      ) : (
        <EntrustConfirm
          itemId={item.id}
          carer={carer}
          endsAt={endsAt ?? new Date()}
          busy={entrust.isPending}
          onConfirmed={() => endsAt && entrust.mutate(entrustRequest(draft, endsAt, repair))}
          onBack={() => setStage('form')}
        />
      )}
    </Screen>
  );
}

interface EntrustConfirmProps {
  itemId: string;
  carer: CareRequest['carer'];
  endsAt: Date;
  busy: boolean;
  onConfirmed: () => void;
  onBack: () => void;
}

/** The confirmation for exactly this carer and piece (the passkey, or an SMS code), and the way back to the form. */
function EntrustConfirm({ itemId, carer, endsAt, busy, onConfirmed, onBack }: EntrustConfirmProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <section className={flow.step} aria-labelledby="entrust-confirm-heading">
      <h2 id="entrust-confirm-heading" className={styles.subheading} tabIndex={-1} data-step-focus>
        {t('heirsCare.entrust.endsOn', { date: formatDate(endsAt.toISOString(), 'dateTime') })}
      </h2>
      <StepUpConfirm
        request={entrustStepUp(itemId, carer)}
        busy={busy}
        busyText={t('heirsCare.entrust.entrusting')}
        onConfirmed={onConfirmed}
        texts={{
          note: t('heirsCare.entrust.stepUpNote'),
          requestCode: t('heirsCare.entrust.requestCode'),
          codeRequestFailed: t('heirsCare.entrust.codeRequestFailed'),
          codeTitle: t('heirsCare.entrust.codeTitle'),
          codeText: t('heirsCare.entrust.codeText'),
          passkey: t('heirsCare.entrust.confirmWithPasskey'),
        }}
      />
      <Button variant="secondary" onClick={onBack}>
        {t('heirsCare.entrust.edit')}
      </Button>
    </section>
  );
}
