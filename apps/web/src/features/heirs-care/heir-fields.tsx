// The heir form's fields: their number (new heirs only; it cannot change), the name only the owner sees, what they
// receive (all the owner's other pieces, or those ticked in the picker), whether they are told, and the owner's name
// shared with them.
import { HEIR_NAME_MAX } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { ownedItemsQuery } from '../../api/heirs';
import { maskPhone } from '../../lib/mask-phone';
import { Checkbox, PhoneInput, TextInput, type PhoneInputHandle } from '../../ui';
import { ChoiceList, RadioChoices } from '../../ui/choice-list';
import type { HeirDraft, HeirProblem } from './heir-draft';
import styles from './heirs-care.module.css';

export interface HeirFieldsProps {
  draft: HeirDraft;
  onChange: (patch: Partial<HeirDraft>) => void;
  /** An heir already named: their number is shown, not asked. */
  fixedPhone?: string;
  /** The problems shown (once the owner tried to continue). */
  problems: Set<HeirProblem>;
  phoneField: RefObject<PhoneInputHandle | null>;
}

export function HeirFields({ draft, onChange, fixedPhone, problems, phoneField }: HeirFieldsProps) {
  const { t } = useTranslation();
  const error = (problem: HeirProblem, text: string) => (problems.has(problem) ? text : undefined);
  return (
    <>
      {fixedPhone ? (
        <p className={styles.text} translate="no">
          {t('heirsCare.heirForm.phoneFixed', { phone: maskPhone(fixedPhone) })}
        </p>
      ) : (
        <PhoneInput
          label={t('heirsCare.heirForm.phoneLabel')}
          value={draft.phone}
          onChange={(phone) => onChange({ phone })}
          handleRef={phoneField}
          error={error('phone', t('heirsCare.heirForm.phoneInvalid'))}
        />
      )}
      <TextInput
        label={t('heirsCare.heirForm.nameLabel')}
        hint={t('heirsCare.heirForm.nameHint')}
        value={draft.displayName}
        maxLength={HEIR_NAME_MAX}
        autoComplete="off"
        error={error('displayName', t('heirsCare.heirForm.nameMissing'))}
        onChange={(event) => onChange({ displayName: event.target.value })}
      />
      <RadioChoices
        legend={t('heirsCare.heirForm.scopeLegend')}
        name="heir-scope"
        choices={[
          {
            value: 'all',
            label: t('heirsCare.heirForm.scopeAll'),
            hint: t('heirsCare.heirForm.scopeAllHint'),
          },
          {
            value: 'chosen',
            label: t('heirsCare.heirForm.scopeChosen'),
            hint: t('heirsCare.heirForm.scopeChosenHint'),
          },
        ]}
        chosen={draft.scope}
        onChoose={(scope) => onChange({ scope })}
        aria-describedby={problems.has('scope') ? 'heir-scope-error' : undefined}
      />
      {problems.has('scope') && (
        <p id="heir-scope-error" className={styles.error} role="alert">
          {t('heirsCare.errors.HEIR_REST_TAKEN')}
        </p>
      )}
      {draft.scope === 'chosen' && (
        <ItemPicker
          chosen={draft.itemIds}
          onChange={(itemIds) => onChange({ itemIds })}
          error={error('itemIds', t('heirsCare.heirForm.itemsMissing'))}
        />
      )}
      <TellFields draft={draft} onChange={onChange} problems={problems} />
    </>
  );
}

/** Whether the heir is told they were named, and the owner's name given to them. */
function TellFields({ draft, onChange, problems }: Pick<HeirFieldsProps, 'draft' | 'onChange' | 'problems'>) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.rowText}>
        <Checkbox
          label={t('heirsCare.heirForm.tell')}
          checked={draft.tell}
          aria-describedby="heir-tell-hint"
          onChange={(tell) => onChange({ tell })}
        />
        <p id="heir-tell-hint" className={styles.hint}>
          {t('heirsCare.heirForm.tellHint')}
        </p>
      </div>
      <Checkbox
        label={t('heirsCare.heirForm.shareName')}
        checked={draft.shareName}
        onChange={(shareName) => onChange({ shareName })}
      />
      {draft.shareName && (
        <TextInput
          label={t('heirsCare.heirForm.ownerNameLabel')}
          value={draft.ownerName}
          maxLength={HEIR_NAME_MAX}
          autoComplete="name"
          error={problems.has('ownerName') ? t('heirsCare.heirForm.ownerNameMissing') : undefined}
          onChange={(event) => onChange({ ownerName: event.target.value })}
        />
      )}
    </>
  );
}

interface ItemPickerProps {
  chosen: string[];
  onChange: (itemIds: string[]) => void;
  error: string | undefined;
}

/** The owner's pieces as boxes to tick, each named with its collection. */
function ItemPicker({ chosen, onChange, error }: ItemPickerProps) {
  const { t } = useTranslation();
  const items = useQuery(ownedItemsQuery());
  const legend = t('heirsCare.heirForm.itemsLegend');
  if (items.isError) {
    return (
      <p className={styles.error} role="alert">
        {t('heirsCare.heirForm.itemsError')}
      </p>
    );
  }
  if (!items.data) {
    return (
      <p className={styles.hint} role="status">
        {t('heirsCare.heirForm.itemsLoading')}
      </p>
    );
  }
  if (items.data.length === 0) return <p className={styles.hint}>{t('heirsCare.heirForm.itemsNone')}</p>;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <ChoiceList
      legend={legend}
      className={styles.picker}
      aria-describedby={error ? 'heir-items-error' : undefined}
    >
      {items.data.map((item) => (
        <Checkbox
          key={item.id}
          label={`${item.name} · ${item.collection}`}
          checked={chosen.includes(item.id)}
          invalid={!!error}
          onChange={(on) => toggle(item.id, on)}
        />
      ))}
      {error && (
        <p id="heir-items-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </ChoiceList>
  );
}
