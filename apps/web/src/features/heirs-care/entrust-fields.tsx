// The entrust form's fields: to whom (a person by number, or one of the brand's after-sales boutiques, the one
// repairing the piece first when a repair is open), until when (presets or a day), and what the carer sees.
import { CARE_NAME_MAX, CARE_NOTE_MAX } from '@heirloom/contract';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SavStore } from '../../api/clients';
import { Checkbox, PhoneInput, TextArea, TextInput, type PhoneInputHandle } from '../../ui';
import { ChoiceList, RadioChoices } from '../../ui/choice-list';
import { PRESETS, type EntrustDraft, type EntrustProblem } from './entrust-draft';
import styles from './heirs-care.module.css';

export interface EntrustFieldsProps {
  draft: EntrustDraft;
  onChange: (patch: Partial<EntrustDraft>) => void;
  brand: string;
  /** the brand's boutiques: undefined while they load, null when they could not */
  stores: SavStore[] | undefined | null;
  /** the boutique repairing the piece, when a repair is open (the only one then) */
  repairStore: SavStore | undefined;
  problems: Set<EntrustProblem>;
  phoneField: RefObject<PhoneInputHandle | null>;
  /** the date field's bounds (yyyy-mm-dd) */
  dateBounds: { min: string; max: string };
}

export function EntrustFields(props: EntrustFieldsProps) {
  const { t } = useTranslation();
  const { draft, onChange, brand, repairStore, problems, phoneField } = props;
  const kinds = [
    { value: 'person', label: t('heirsCare.entrust.person'), hint: t('heirsCare.entrust.personHint') },
    {
      value: 'store',
      label: t('heirsCare.entrust.store', { brand }),
      hint: t('heirsCare.entrust.storeHint'),
    },
  ] as const;
  return (
    <>
      <RadioChoices
        legend={t('heirsCare.entrust.carerLegend')}
        name="care-carer"
        // in repair: the repairing boutique only (the server refuses any other carer meanwhile)
        choices={repairStore ? kinds.filter((kind) => kind.value === 'store') : kinds}
        chosen={draft.carer}
        onChoose={(carer) => onChange({ carer })}
      />
      {draft.carer === 'person' ? (
        <PhoneInput
          label={t('heirsCare.entrust.phoneLabel')}
          value={draft.phone}
          onChange={(phone) => onChange({ phone })}
          handleRef={phoneField}
          error={problems.has('phone') ? t('heirsCare.entrust.phoneInvalid') : undefined}
        />
      ) : (
        <StoreChoice {...props} />
      )}
      <UntilFields {...props} />
      <ShareFields draft={draft} onChange={onChange} problems={problems} />
    </>
  );
}

function StoreChoice({ draft, onChange, stores, repairStore, problems }: EntrustFieldsProps) {
  const { t } = useTranslation();
  const line = (store: SavStore) => t('heirsCare.entrust.storeLine', { name: store.name, city: store.city });
  const choices = repairStore
    ? [
        {
          value: 'repair',
          label: t('heirsCare.entrust.forRepair', { store: line(repairStore) }),
          hint: t('heirsCare.entrust.forRepairHint'),
        },
      ]
    : (stores ?? []).map((store) => ({ value: store.id, label: line(store), hint: store.address }));
  if (!repairStore && stores === undefined)
    return (
      <p className={styles.hint} role="status">
        {t('heirsCare.entrust.storesLoading')}
      </p>
    );
  if (!repairStore && stores === null)
    return (
      <p className={styles.error} role="alert">
        {t('heirsCare.entrust.storesError')}
      </p>
    );
  if (choices.length === 0) return <p className={styles.hint}>{t('heirsCare.entrust.storesNone')}</p>;
  return (
    <>
      <RadioChoices
        legend={t('heirsCare.entrust.storeLegend')}
        name="care-store"
        choices={choices}
        chosen={draft.store}
        onChoose={(store) => onChange({ store })}
      />
      {problems.has('store') && (
        <p className={styles.error} role="alert">
          {t('heirsCare.entrust.storeMissing')}
        </p>
      )}
    </>
  );
}

function UntilFields({ draft, onChange, problems, dateBounds }: EntrustFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RadioChoices
        legend={t('heirsCare.entrust.untilLegend')}
        name="care-until"
        layout="inline"
        choices={PRESETS.map((preset) => ({
          value: preset,
          label: t(`heirsCare.entrust.presets.${preset}`),
        }))}
        chosen={draft.preset}
        onChoose={(preset) => onChange({ preset })}
      />
      {draft.preset === 'date' && (
        <TextInput
          type="date"
          label={t('heirsCare.entrust.dateLabel')}
          value={draft.date}
          min={dateBounds.min}
          max={dateBounds.max}
          error={problems.has('date') ? t('heirsCare.entrust.dateInvalid') : undefined}
          onChange={(event) => onChange({ date: event.target.value })}
        />
      )}
    </>
  );
}

type ShareProps = Pick<EntrustFieldsProps, 'draft' | 'onChange' | 'problems'>;

function ShareFields({ draft, onChange, problems }: ShareProps) {
  const { t } = useTranslation();
  return (
    <ChoiceList legend={t('heirsCare.entrust.shareLegend')} aria-describedby="care-share-intro">
      <p id="care-share-intro" className={styles.hint}>
        {t('heirsCare.entrust.shareIntro')}
      </p>
      <Checkbox
        label={t('heirsCare.entrust.sharePictures')}
        checked={draft.pictures}
        onChange={(pictures) => onChange({ pictures })}
      />
      <Checkbox
        label={t('heirsCare.entrust.shareCertificate')}
        checked={draft.certificate}
        onChange={(certificate) => onChange({ certificate })}
      />
      <Checkbox
        label={t('heirsCare.entrust.shareName')}
        checked={draft.shareName}
        onChange={(shareName) => onChange({ shareName })}
      />
      {draft.shareName && (
        <TextInput
          label={t('heirsCare.entrust.ownerNameLabel')}
          value={draft.ownerName}
          maxLength={CARE_NAME_MAX}
          autoComplete="given-name"
          error={problems.has('ownerName') ? t('heirsCare.entrust.ownerNameMissing') : undefined}
          onChange={(event) => onChange({ ownerName: event.target.value })}
        />
      )}
      <Checkbox
        label={t('heirsCare.entrust.shareNote')}
        checked={draft.shareNote}
        onChange={(shareNote) => onChange({ shareNote })}
      />
      {draft.shareNote && (
        <TextArea
          label={t('heirsCare.entrust.noteLabel')}
          hint={t('heirsCare.entrust.noteHint')}
          value={draft.note}
          maxLength={CARE_NOTE_MAX}
          rows={3}
          error={problems.has('note') ? t('heirsCare.entrust.noteMissing') : undefined}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      )}
    </ChoiceList>
  );
}
