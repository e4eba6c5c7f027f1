// The local payment provider's card form (what Stripe Elements is for the stripe one): number, expiry and
// security code checked here first, then the intent is confirmed; a refusal says why and the same payment
// takes another card. What is typed belongs to the parent, so nothing is lost on an error.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { confirmLocalCard } from '../../api/shop';
import { Button, TextInput, type TextInputProps } from '../../ui';
import {
  checkCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  refusalOf,
  toLocalCard,
  type CardDraft,
  type CardProblems,
  type Refusal,
} from './card-rules';
import styles from './purchase.module.css';

export interface CardFormProps {
  paymentIntentId: string;
  clientSecret: string;
  /** The price, written for the buyer: "Pay €390.00". */
  amount: string;
  onPaid: (paymentIntentId: string) => void;
  /** True while the card is with the provider: the hold must not end on screen meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

export interface LocalCardFormProps extends CardFormProps {
  draft: CardDraft;
  onDraftChange: (draft: CardDraft) => void;
}

/** The card's three inputs: what the browser may fill in, what they hint, how long they get, how typing is shown. */
const CARD_INPUTS: Record<
  keyof CardDraft,
  {
    name: string;
    autoComplete: string;
    placeholder: string;
    maxLength: number;
    format: (typed: string) => string;
  }
> = {
  number: {
    name: 'cc-number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    name: 'cc-exp',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 5,
    format: formatExpiry,
  },
  cvc: { name: 'cc-csc', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4, format: formatCvc },
};

type Outcome = { kind: 'refused'; refusal: Refusal } | { kind: 'failed'; error: unknown };

/** The card sent to the provider: paid, or refused (and why), or the call failed. */
function useCardConfirmation({
  paymentIntentId,
  clientSecret,
  draft,
  onPaid,
  onBusyChange,
}: LocalCardFormProps) {
  const [outcome, setOutcome] = useState<Outcome>();
  const confirm = useMutation({
    mutationFn: () => confirmLocalCard(paymentIntentId, clientSecret, toLocalCard(draft)),
    onSuccess: (intent) => {
      // paid first, then not busy: a hold that ran out meanwhile must see the payment, not an idle form
      if (intent.status === 'succeeded') onPaid(intent.id);
      else setOutcome({ kind: 'refused', refusal: refusalOf(intent.error ?? {}) });
      onBusyChange?.(false);
    },
    onError: (error) => {
      onBusyChange?.(false);
      setOutcome({ kind: 'failed', error });
    },
  });
  return { confirm, outcome, setOutcome };
}

export function LocalCardForm(props: LocalCardFormProps) {
  const { amount, draft, onDraftChange, onBusyChange } = props;
  const { t } = useTranslation();
  const id = useId();
  // checked on the first try, then again as the buyer corrects what was wrong
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<CardProblems>({});
  const { confirm, outcome, setOutcome } = useCardConfirmation(props);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setOutcome(undefined);
    const found = checkCard(draft, new Date());
    setProblems(found);
    const first = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onBusyChange?.(true);
    confirm.mutate();
  };
  const update = (patch: Partial<CardDraft>) => {
    const next = { ...draft, ...patch };
    onDraftChange(next);
    if (tried) setProblems(checkCard(next, new Date()));
  };
  const problemText = (field: keyof CardDraft) => {
    const problem = problems[field];
    return problem ? t(`shop.card.errors.${problem}`) : undefined;
  };

  const cardInput = (field: keyof CardDraft, extra?: Pick<TextInputProps, 'invalid' | 'className'>) => {
    const { format, ...input } = CARD_INPUTS[field];
    return (
      <TextInput
        id={`${id}-${field}`}
        label={t(`shop.card.${field}`)}
        {...input}
        inputMode="numeric"
        value={draft[field]}
        onChange={(event) => update({ [field]: format(event.target.value) })}
        error={problemText(field)}
        {...extra}
      />
    );
  };

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`} className={styles.cardLegend}>
        {t('shop.card.legend')}
      </h2>
      <p className={styles.testNote}>{t('shop.card.testNote')}</p>
      {cardInput('number', {
        invalid: outcome?.kind === 'refused' && outcome.refusal === 'incorrect_number',
        className: styles.cardNumber,
      })}
      <div className={styles.cardRow}>
        {cardInput('expiry')}
        {cardInput('cvc')}
      </div>
      {outcome && (
        <p className={styles.refusal} role="alert">
          {outcome.kind === 'refused'
            ? t(`shop.card.refusals.${outcome.refusal}`)
            : errorMessage(outcome.error, t)}
        </p>
      )}
      <Button type="submit" fullWidth loading={confirm.isPending}>
        {confirm.isPending ? t('shop.card.paying') : t('shop.card.pay', { amount })}
      </Button>
    </form>
  );
}
