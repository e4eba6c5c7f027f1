// The two forms of /items/:id/opposition: declare (lost or stolen, with details) and withdraw (with details).
// The server's reason shows when it refuses (409); what the owner wrote stays.
import { OPPOSITION_DETAILS_MAX } from '@heirloom/contract';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import type { Item } from '../../api/items';
import { type OppositionKind, useOpposition } from '../../api/protection';
import { Button, Header, MinLengthTextArea, Radio } from '../../ui';
import { useFormatDate } from '../../lib/format';
import styles from './opposition.module.css';
import { ChoiceList } from '../../ui/choice-list';

/** The contract's lower bound for `details` (makeOpposition and withdrawOpposition). */
export const OPPOSITION_DETAILS_MIN = 3;
const longEnough = (details: string) => details.trim().length >= OPPOSITION_DETAILS_MIN;

export interface OppositionFormProps {
  item: Item;
  onDone: () => void;
}

export function DeclareForm({ item, onDone }: OppositionFormProps) {
  const { t } = useTranslation();
  const { declare } = useOpposition(item.id);
  const [kind, setKind] = useState<OppositionKind>();
  const { details, tried, setTried, field, fieldProps } = useDetails();
  const firstChoice = useRef<HTMLInputElement>(null);
  const kindMissing = tried && !kind;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!kind) firstChoice.current?.focus();
    else if (!longEnough(details)) field.current?.focus();
    else declare.mutate({ kind, details }, { onSuccess: onDone });
  };

  return (
    <>
      <Header title={t('aftersales.opposition.declareTitle')} subtitle={item.name} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <ChoiceList
          legend={t('aftersales.opposition.kindLegend')}
          aria-describedby={kindMissing ? 'opposition-kind-error' : undefined}
        >
          {(['lost', 'stolen'] as const).map((value, index) => (
            <Radio
              key={value}
              ref={index === 0 ? firstChoice : undefined}
              name="opposition-kind"
              value={value}
              checked={kind === value}
              required
              aria-invalid={kindMissing || undefined}
              onChange={() => setKind(value)}
              label={t(`aftersales.opposition.${value}`)}
              hint={t(`aftersales.opposition.${value}Hint`)}
            />
          ))}
        </ChoiceList>
        {kindMissing && (
          <p id="opposition-kind-error" className={styles.error}>
            {t('aftersales.opposition.kindRequired')}
          </p>
        )}
        <DetailsField texts="details" {...fieldProps} />
        <section className={styles.next} aria-labelledby="opposition-next">
          <h2 id="opposition-next" className={styles.heading}>
            {t('aftersales.opposition.whatHappens')}
          </h2>
          <p className={styles.explain} data-tone="warning">
            {t('aftersales.opposition.explain')}
          </p>
        </section>
        <Failure error={declare.error} title={t('aftersales.opposition.failed')} />
        <Button type="submit" fullWidth loading={declare.isPending} variant="danger">
          {t(`aftersales.opposition.declare.${kind ?? 'none'}`)}
        </Button>
      </form>
    </>
  );
}

export function WithdrawForm({ item, onDone }: OppositionFormProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { withdraw } = useOpposition(item.id);
  const { details, setTried, field, fieldProps } = useDetails();
  const { kind, since } = item.opposition;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!longEnough(details)) field.current?.focus();
    else withdraw.mutate(details, { onSuccess: onDone });
  };

  return (
    <>
      <Header title={t('aftersales.opposition.withdrawTitle')} subtitle={item.name} />
      <p className={styles.declaration} data-kind={kind ?? 'lost'}>
        {t(`aftersales.opposition.declared.${kind ?? 'lost'}`, { date: since ? formatDate(since) : '' })}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <DetailsField texts="withdraw" {...fieldProps} />
        <p className={styles.explain}>{t('aftersales.opposition.withdrawExplain')}</p>
        <Failure error={withdraw.error} title={t('aftersales.opposition.withdrawFailed')} />
        <Button type="submit" fullWidth loading={withdraw.isPending}>
          {t('aftersales.opposition.withdraw')}
        </Button>
      </form>
    </>
  );
}

/** The details as both forms hold them: what is typed, whether the owner tried to send, the field to focus. */
function useDetails() {
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldProps = { fieldRef: field, value: details, onChange: setDetails, showError: tried };
  return { details, tried, setTried, field, fieldProps };
}

/** What both forms ask the owner to write (`texts`: its label and hint), with the contract's bounds. */
function DetailsField({
  fieldRef,
  texts,
  ...field
}: {
  fieldRef: Ref<HTMLTextAreaElement>;
  texts: 'details' | 'withdraw';
  value: string;
  onChange: (details: string) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MinLengthTextArea
      {...field}
      ref={fieldRef}
      label={t(`aftersales.opposition.${texts}Label`)}
      hint={t(`aftersales.opposition.${texts}Hint`)}
      maxLength={OPPOSITION_DETAILS_MAX}
      minLength={OPPOSITION_DETAILS_MIN}
      tooShort={t('aftersales.opposition.detailsTooShort', { min: OPPOSITION_DETAILS_MIN })}
    />
  );
}

function Failure({ error, title }: { error: unknown; title: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.alertSlot}>
      {error ? (
        <p className={styles.error}>
          {title} {errorMessage(error, t)} {t('aftersales.opposition.keepText')}
        </p>
      ) : null}
    </div>
  );
}
