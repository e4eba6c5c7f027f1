// The send flow (issue 4): recipient → review → SMS code → sent, or a clear reason and a retry with nothing lost.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/texts';
import { useParams, useSearchParams } from '../../lib/router';
import { itemQuery, type Item } from '../../api/items';
import { useHasPasskey } from '../../api/passkeys';
import { stepUpRequestFor } from '../../api/transfers';
import { hrefs } from '../../config/paths';
import { BackLink, clearNeedsReverification, Header, useNeedsReverification } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { StateMessage } from '../../ui/state-message';
import { emptyDraft, type Recipient, type RecipientDraft } from './recipient';
import { RecipientStep } from './recipient-step';
import { ReviewStep } from './review-step';
import { canSend } from '../../lib/item-rules';
import { sendItemIds } from './send-item-ids';
import { Screen } from '../../ui/screen';
import styles from './send.module.css';
import { ItemLoadScreen } from '../../ui/item-load-screen';
import { StepUpCodeStep } from '../../ui/step-up-code-step';
import { SendFailure } from './send-failure';
import { SendSuccess } from './send-success';
import { useSend, type SendStep } from './use-send';

const STEP_NUMBER: Partial<Record<SendStep, number>> = { recipient: 1, review: 2, code: 3 };

/** The step's title, and under it the items sent (or what the code step asks for). */
function stepHeading(step: SendStep, items: Item[], t: TFunction): { title: string; subtitle?: string } {
  if (step === 'code')
    return { title: t('transfers.send.codeTitle'), subtitle: t('transfers.send.codeText') };
  return {
    title: step === 'review' ? t('transfers.send.reviewTitle') : t('transfers.send.title'),
    subtitle: items.length === 1 ? items[0]?.name : t('transfers.send.itemsCount', { count: items.length }),
  };
}

export function SendScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const ids = sendItemIds(id, search);
  const [step, setStep] = useState<SendStep>('recipient');
  // untouched, the draft offers the chain the items were minted on (known once they are loaded)
  const [editedDraft, setDraft] = useState<RecipientDraft>();
  const [recipient, setRecipient] = useState<Recipient>();
  const { sending, failure, sentItems, send } = useSend(setStep);
  usePageTitle(t('transfers.send.pageTitle'));
  const hasPasskey = useHasPasskey();

  const queries = useQueries({
    queries: ids.map((itemId) => ({ ...itemQuery(itemId), enabled: sentItems === undefined })),
  });
  const items = queries.map((query) => query.data).filter((item): item is Item => item !== undefined);
  const backTo = hrefs.item(id);

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
      <SendFailure
        backTo={backTo}
        failure={failure}
        onRetry={() => setStep('review')}
        onChangeRecipient={() => setStep('recipient')}
      />
    );
  }

  return (
    <SendSteps
      step={step}
      setStep={setStep}
      items={items}
      backTo={backTo}
      draft={editedDraft ?? emptyDraft}
      onDraftChange={setDraft}
      recipient={recipient}
      onRecipient={(next) => {
        setRecipient(next);
        setStep('review');
      }}
      hasPasskey={hasPasskey}
      sending={sending}
      send={send}
    />
  );
}

interface SendStepsProps {
  step: SendStep;
  setStep: (step: SendStep) => void;
  items: Item[];
  backTo: string;
  draft: RecipientDraft;
  onDraftChange: (draft: RecipientDraft) => void;
  recipient: Recipient | undefined;
  onRecipient: (recipient: Recipient) => void;
  hasPasskey: boolean;
  sending: boolean;
  send: (to: Recipient, list: Item[]) => Promise<void>;
}

/** The numbered steps: who receives, the review, and the code that confirms it. */
function SendSteps(props: SendStepsProps) {
  const { step, setStep, items, backTo, recipient, hasPasskey, sending, send } = props;
  const { t } = useTranslation();
  // Set when the owner left a verification with the back link (here or in another step-up flow): it
  // stays set until a new code is sent, and nothing is sent on a code checked before that.
  const reverify = useNeedsReverification();
  const { title, subtitle } = stepHeading(step, items, t);

  return (
    <Screen gap={5}>
      {/* leaving from the code step drops the verification (docs/product.md "Widgets": "needs re-verification") */}
      <BackLink to={backTo} requireReverification={step === 'code'} />
      <p className={styles.stepCount}>
        {t('transfers.send.step', { step: STEP_NUMBER[step] ?? 1, total: hasPasskey ? 2 : 3 })}
      </p>
      <Header title={title} subtitle={subtitle} />
      {step === 'recipient' && (
        <RecipientStep
          draft={props.draft}
          onDraftChange={props.onDraftChange}
          onContinue={props.onRecipient}
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
