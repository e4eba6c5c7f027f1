// The brand's royalty on its tokens' resales (admins, decision 030): the wallet address that receives it and its
// rate, at most ROYALTY_MAX_BPS; marketplaces that honour ERC-2981 read it from the chain once it is written there.
import { ROYALTY_MAX_BPS } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { royaltyQuery, useSetRoyalty } from '../../api/console';
import type { TextKey } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { Button, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { SubmitButton } from './console-controls';
import { ConsolePage, Panel } from './console-page';
import { ErrorLine, SuccessLine } from './console-parts';
import { styles } from './console-styles';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A rate typed in percent ("2.5", "2,5 %") in basis points; null when it is no rate with at most 2 decimals. */
export function basisPoints(typed: string): number | null {
  const text = typed.replace('%', '').replace(',', '.').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Basis points as the reader writes a percentage: 250 → "2.5" (or "2,5" in French). */
const percent = (bps: number, language: string) =>
  (bps / 100).toLocaleString(language, { maximumFractionDigits: 2 });

export function RoyaltyScreen() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.royalty.title')} lead={t('console.royalty.lead')}>
      <RoyaltyPanel />
    </ConsolePage>
  );
}

function RoyaltyPanel() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const royalty = useQuery(royaltyQuery(brand.brandId));
  // said here: the form below starts again from what was saved once the royalty is read again
  const [done, setDone] = useState<string>();
  if (!royalty.data) return <ErrorLine error={royalty.error} />;
  const { receiver, bps, maxBps, chain } = royalty.data;
  return (
    <>
      <Panel id="royalty-now" title={t('console.royalty.nowTitle')}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('console.royalty.receiver')}</dt>
            <dd>{receiver ? <code>{receiver}</code> : t('console.royalty.noReceiver')}</dd>
          </div>
          <div>
            <dt>{t('console.royalty.rate')}</dt>
            <dd>{t('console.royalty.percent', { rate: percent(bps, i18n.language) })}</dd>
          </div>
          <div>
            <dt>{t('console.royalty.chain')}</dt>
            <dd>{t(`console.royalty.chainState.${chain}` as TextKey)}</dd>
          </div>
        </dl>
      </Panel>
      <RoyaltyForm
        key={`${receiver}:${bps}`}
        receiver={receiver ?? ''}
        rate={bps ? percent(bps, i18n.language) : ''}
        maxBps={maxBps}
        onSaved={setDone}
      />
      <SuccessLine text={done} />
    </>
  );
}

function RoyaltyForm(props: {
  receiver: string;
  rate: string;
  maxBps: number;
  onSaved: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const save = useSetRoyalty(brand.brandId);
  const [receiver, setReceiver] = useState(props.receiver);
  const [rate, setRate] = useState(props.rate);
  const [problems, setProblems] = useState<{ receiver?: string; rate?: string }>({});
  const max = (props.maxBps || ROYALTY_MAX_BPS) / 100;

  const send = (royalty: { receiver: string | null; bps: number }, saved: TextKey) => {
    props.onSaved(undefined);
    save.mutate(royalty, { onSuccess: () => props.onSaved(t(saved)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = receiver.trim();
    const bps = basisPoints(rate);
    const found = {
      receiver: ADDRESS.test(address) ? undefined : t('console.royalty.receiverInvalid'),
      rate:
        bps === null || bps > props.maxBps || bps === 0
          ? t('console.royalty.rateInvalid', { max })
          : undefined,
    };
    setProblems(found);
    if (found.receiver || found.rate || bps === null) return;
    send({ receiver: address, bps }, 'console.royalty.saved');
  };

  return (
    <Panel id="royalty-set" title={t('console.royalty.setTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextInput
          label={t('console.royalty.receiver')}
          hint={t('console.royalty.receiverHint')}
          value={receiver}
          spellCheck={false}
          autoComplete="off"
          maxLength={42}
          onChange={(event) => setReceiver(event.target.value)}
          error={problems.receiver}
        />
        <TextInput
          label={t('console.royalty.ratePercent')}
          hint={t('console.royalty.rateHint', { max })}
          value={rate}
          inputMode="decimal"
          maxLength={6}
          onChange={(event) => setRate(event.target.value)}
          error={problems.rate}
        />
        <div className={styles.actions}>
          <SubmitButton label={t('console.royalty.save')} busy={save.isPending} />
          {props.receiver && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => send({ receiver: null, bps: 0 }, 'console.royalty.removed')}
            >
              {t('console.royalty.remove')}
            </Button>
          )}
        </div>
      </form>
      <ErrorLine error={save.error} />
    </Panel>
  );
}
