// The inactivity safeguard (decision 043): its period without a sign-in (6 to 36 months), where it stands (off
// until an heir is named, watching, reminding the owner, heirs told), and the period changed.
import { HEIR_MONTHS_MAX, HEIR_MONTHS_MIN } from '@heirloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { heirKeys, setSafeguardMonths, type HeirSafeguard } from '../../api/heirs';
import { useFormatDate } from '../../lib/format';
import { heirsCareErrorText } from '../../lib/heirs-care-errors';
import { Button, TextInput } from '../../ui';
import styles from './heirs-care.module.css';

/** A whole number of months within the safeguard's bounds, else undefined. */
export function readMonths(text: string): number | undefined {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const months = Number(text);
  return months >= HEIR_MONTHS_MIN && months <= HEIR_MONTHS_MAX ? months : undefined;
}

function useStateText(safeguard: HeirSafeguard): string {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const date = (iso: string | null) => (iso ? formatDate(iso) : '');
  switch (safeguard.state) {
    case 'off':
      return t('heirsCare.safeguard.off');
    case 'watching':
      return t('heirsCare.safeguard.watching', { date: date(safeguard.remindersAt) });
    case 'reminding':
      return t('heirsCare.safeguard.reminding', { date: date(safeguard.remindersFrom) });
    case 'heirsTold':
      return t('heirsCare.safeguard.heirsTold', { date: date(safeguard.heirsToldAt) });
  }
}

export function SafeguardSection({ safeguard }: { safeguard: HeirSafeguard }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(safeguard.months));
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: setSafeguardMonths,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heirKeys.list() }),
  });
  const months = readMonths(text);
  const stateText = useStateText(safeguard);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (months !== undefined) save.mutate(months);
  };

  return (
    <section className={styles.section} aria-labelledby="safeguard-heading">
      <h2 id="safeguard-heading" className={styles.heading}>
        {t('heirsCare.safeguard.heading')}
      </h2>
      <p className={styles.text}>{t('heirsCare.safeguard.explain', { months: safeguard.months })}</p>
      <p className={styles.hint} role="status">
        {stateText}
      </p>
      <form className={styles.inline} onSubmit={submit} noValidate>
        <TextInput
          label={t('heirsCare.safeguard.monthsLabel')}
          hint={t('heirsCare.safeguard.monthsHint')}
          inputMode="numeric"
          value={text}
          maxLength={2}
          error={tried && months === undefined ? t('heirsCare.safeguard.monthsInvalid') : undefined}
          onChange={(event) => {
            setText(event.target.value);
            save.reset();
          }}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('heirsCare.safeguard.save')}
        </Button>
      </form>
      {save.isSuccess && (
        <p className={styles.ok} role="status">
          {t('heirsCare.safeguard.saved', { months: save.data.months })}
        </p>
      )}
      {save.isError && (
        <p className={styles.error} role="alert">
          {heirsCareErrorText(save.error, t)}
        </p>
      )}
    </section>
  );
}
