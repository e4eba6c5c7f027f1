// The description of the problem: the ui text area with the contract's limits and a clear message when too short.
import { REPAIR_DETAILS_MAX, REPAIR_DETAILS_MIN } from '@heirloom/contract';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import { MinLengthTextArea } from '../../ui';

export const isDetailsLongEnough = (details: string) => details.trim().length >= REPAIR_DETAILS_MIN;

export interface RepairDetailsFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Show the message when too short (after a first attempt to go on). */
  showError: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  label?: string;
}

export function RepairDetailsField({ value, onChange, showError, ref, label }: RepairDetailsFieldProps) {
  const { t } = useTranslation();
  return (
    <MinLengthTextArea
      ref={ref}
      label={label ?? t('aftersales.request.detailsLabel')}
      hint={t('aftersales.request.detailsHint', { min: REPAIR_DETAILS_MIN })}
      value={value}
      onChange={onChange}
      maxLength={REPAIR_DETAILS_MAX}
      rows={6}
      minLength={REPAIR_DETAILS_MIN}
      showError={showError}
      tooShort={t('aftersales.request.detailsTooShort', {
        min: REPAIR_DETAILS_MIN,
        count: value.trim().length,
      })}
    />
  );
}
