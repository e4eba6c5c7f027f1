// The send flow (issue 4): recipient → review → SMS code → sent, or a clear reason and a retry with nothing lost.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useParams, useSearchParams } from '../../lib/router';
import { errorMessage } from '../../api/errors';
import { itemKeys, itemQuery, type Item } from '../../api/items';
import { useHasPasskey } from '../../api/passkeys';
import {
  sendOutcomeQuery,
  stepUpRequestFor,
  transferKeys,
  trySendToAddress,
  trySendToPhone,
} from '../../api/transfers';
import { hrefs, paths } from '../../config/paths';
import {
  BackLink,
  Button,
  buttonClassName,
  clearNeedsReverification,
  Header,
  needsReverification,
  useNeedsReverification,
} from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { StateMessage } from '../../ui/state-message';
import { emptyDraft, recipientLabel, type Recipient, type RecipientDraft } from './recipient';
import { RecipientStep } from './recipient-step';
import { ReviewStep } from './review-step';
import { canSend } from '../../lib/item-rules';
import { sendItemIds } from './send-item-ids';
import { Screen } from '../../ui/screen';
import flow from '../../ui/flow.module.css';
import styles from './send.module.css';
import { ItemLoadScreen } from '../../ui/item-load-screen';
import { ChainStepState } from '../../ui/chain-step';
import { ResultPanel } from '../../ui/result-panel';
import { StepUpCodeStep } from '../../ui/step-up-code-step';

type Step = 'recipient' | 'review' | 'code' | 'success' | 'failure';
const STEP_NUMBER: Partial<Record<Step, number>> = { recipient: 1, review: 2, code: 3 };

export function SendScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const ids = sendItemIds(id, search);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('recipient');
  // untouched, the draft offers the chain the items were minted on (known once they are loaded)
  const [editedDraft, setDraft] = useState<RecipientDraft>();
  const [recipient, setRecipient] = useState<Recipient>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  // once sent, the items are no longer ours to load: keep what the screen showed
  const [sentItems, setSentItems] = useState<Item[]>();
  usePageTitle(t('transfers.send.pageTitle'));

  // Set when the owner left a verification with the back link (here or in another step-up flow): it
  // stays set until a new code is sent, and nothing is sent on a code checked before that.
  const reverify = useNeedsReverification();
  const hasPasskey = useHasPasskey();

  const queries = useQueries({
    queries: ids.map((itemId) => ({ ...itemQuery(itemId), enabled: sentItems === undefined })),
  });
  const items = queries.map((query) => query.data).filter((item): item is Item => item !== undefined);
  const backTo = hrefs.item(id);
  const draft = editedDraft ?? emptyDraft;

  const send = async (to: Recipient, list: Item[]) => {
    // the owner walked away from this verification (a back link opened elsewhere): ask for a new code
    if (needsReverification()) {
      setStep('review');
      return;
    }
    setSending(true);
    const productsIds = list.map((item) => item.id);
    const result =
      to.kind === 'phone'
        ? await trySendToPhone(to.phone, productsIds)
        : await trySendToAddress(to.address, productsIds);
    setSending(false);
    if (result.ok) {
      setSentItems(list);
      setStep('success');
      for (const itemId of productsIds) queryClient.removeQueries({ queryKey: itemKeys.item(itemId) });
      void queryClient.invalidateQueries({ queryKey: itemKeys.all });
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
    } else {
      setFailure(result.error);
      setStep('failure');
    }
  };

  if (step === 'success' && sentItems && recipient) {
    return <SendSuccess items={sentItems} recipient={recipient} />;
  }

  if (queries.some((query) => query.isError) || items.length < ids.length) {
    return (
      <ItemLoadScreen
        queries={queries}
        back={<BackLink to={backTo} />}
        errorTitle={t('transfers.send.loadErrorTitle')}
        gap={5}
      />
    );
  }
  if (!items.every(canSend)) {
    return (
      <Screen gap={5}>
        <BackLink to={backTo} />
        <StateMessage
          headingLevel={1}
          icon="send"
          title={t('transfers.send.notSendableTitle')}
          text={t('transfers.send.notSendableText')}
        />
      </Screen>
    );
  }

  if (step === 'failure') {
    return (
      <Screen gap={5}>
        {/* the code was checked for this send: leaving here leaves it behind too */}
        <BackLink to={backTo} requireReverification />
        <ResultPanel tone="error" title={t('transfers.send.failureTitle')}>
          <p>{errorMessage(failure, t)}</p>
          <p>{t('transfers.send.failureKeep')}</p>
        </ResultPanel>
        <div className={flow.actions}>
          <Button fullWidth onClick={() => setStep('review')}>
            {t('transfers.send.retry')}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => setStep('recipient')}>
            {t('transfers.send.change')}
          </Button>
        </div>
      </Screen>
    );
  }

  const number = STEP_NUMBER[step] ?? 1;
  const title =
    step === 'code'
      ? t('transfers.send.codeTitle')
      : step === 'review'
        ? t('transfers.send.reviewTitle')
        : t('transfers.send.title');
  const subtitle =
    step === 'code'
      ? t('transfers.send.codeText')
      : items.length === 1
        ? items[0]?.name
        : t('transfers.send.itemsCount', { count: items.length });

  return (
    <Screen gap={5}>
      {/* leaving from the code step drops the verification (docs/product.md "Widgets": "needs re-verification") */}
      <BackLink to={backTo} requireReverification={step === 'code'} />
      <p className={styles.stepCount}>
        {t('transfers.send.step', { step: number, total: hasPasskey ? 2 : 3 })}
      </p>
      <Header title={title} subtitle={subtitle} />
      {step === 'recipient' && (
        <RecipientStep
          draft={draft}
          onDraftChange={setDraft}
          onContinue={(next) => {
            setRecipient(next);
            setStep('review');
          }}
        />
      )}
      {step === 'review' && recipient && (
        <ReviewStep
          items={items}
          recipient={recipient}
          reverify={reverify}
          onChangeRecipient={() => setStep('recipient')}
          onCodeSent={() => {
            clearNeedsReverification();
            setStep('code');
          }}
          passkey={
            hasPasskey
              ? {
                  busy: sending,
                  onConfirmed: () => {
                    clearNeedsReverification();
                    void send(recipient, items);
                  },
                }
              : undefined
          }
        />
      )}
      {step === 'code' && recipient && (
        <StepUpCodeStep
          request={stepUpRequestFor(
            recipient,
            items.map((item) => item.id),
          )}
          busy={sending}
          busyText={t('transfers.send.sending')}
          onVerified={() => void send(recipient, items)}
        />
      )}
    </Screen>
  );
}

function SendSuccess({ items, recipient }: { items: Item[]; recipient: Recipient }) {
  const { t } = useTranslation();
  const who = recipientLabel(recipient);
  return (
    <Screen gap={5}>
      <ResultPanel tone="success" title={t('transfers.send.successTitle')}>
        <p>
          <strong>
            {items.length === 1 ? items[0]?.name : t('transfers.send.itemsCount', { count: items.length })}
          </strong>
        </p>
        <p>
          {recipient.kind === 'phone'
            ? t('transfers.send.successPhone', { recipient: who })
            : t('transfers.send.successAddress', { recipient: who })}
        </p>
        {recipient.kind === 'address' && <ChainOutcome items={items} />}
      </ResultPanel>
      <div className={flow.actions}>
        <Link to={paths.activity} viewTransition className={buttonClassName()} data-variant="primary">
          {t('transfers.send.viewActivity')}
        </Link>
        <Link to={paths.home} viewTransition className={buttonClassName()} data-variant="secondary">
          {t('transfers.send.backHome')}
        </Link>
      </div>
    </Screen>
  );
}

/** A send out to a wallet, on the chain: each item's transaction and its state, followed until final. */
function ChainOutcome({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  const { data: rows = [] } = useQuery(sendOutcomeQuery(items.map((item) => item.id)));
  const steps = rows.flatMap((row) =>
    row.chain ? [{ id: row.product.id, name: row.product.name, step: row.chain }] : [],
  );
  // mounted from the start, so that a screen reader hears each state as it comes
  return (
    <ul className={styles.chainSteps} aria-live="polite">
      {steps.map(({ id, name, step }) => (
        <li key={id}>
          <span>{steps.length === 1 ? t('transfers.activity.onChain') : name}</span>{' '}
          <ChainStepState step={step} />
        </li>
      ))}
    </ul>
  );
}
