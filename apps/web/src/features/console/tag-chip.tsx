// What staff type of a tag's chip, in the forms that register one and that replace one: its UID and, when it was
// not derived from the brand's master key, its file read key, both as hexadecimal digits, checked before sending.
import { aesKeySchema, tagUidSchema, type TapVerdict } from '@heirloom/contract';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { TextInput } from '../../ui';

export const isUid = (value: string) => tagUidSchema.safeParse(value).success;
export const isKey = (value: string) => aesKeySchema.safeParse(value).success;

/** A verdict's or alert's tone on its pill: only a genuine read proves the object was there. */
export const tone = (verdict: TapVerdict) => (verdict === 'genuine' ? 'good' : 'bad');

/** What is wrong with a typed UID and its optional key, in the staff's language (nothing: both undefined). */
export function chipProblems(uid: string, key: string, t: TFunction): { uid?: string; key?: string } {
  return {
    uid: isUid(uid) ? undefined : t('console.tags.add.uidInvalid'),
    key: key.trim() === '' || isKey(key) ? undefined : t('console.tags.add.keyInvalid'),
  };
}

interface HexFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A UID or a key, typed as hexadecimal digits: no autocompletion, no spelling, at most `digits`. */
function HexInput({
  label,
  hint,
  digits,
  value,
  onChange,
  error,
}: HexFieldProps & { label: string; hint: string; digits: number }) {
  return (
    <TextInput
      label={label}
      hint={hint}
      value={value}
      maxLength={digits}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A chip's UID (7 bytes, 14 digits), under `label`: a new tag's, or the one replacing a tag. */
export function UidInput({ label, ...field }: HexFieldProps & { label: string }) {
  const { t } = useTranslation();
  return <HexInput label={label} hint={t('console.tags.add.uidHint')} digits={14} {...field} />;
}

/** A chip's file read key (16 bytes, 32 digits), left empty when the master key derives it. */
export function KeyInput(field: HexFieldProps) {
  const { t } = useTranslation();
  return (
    <HexInput label={t('console.tags.add.key')} hint={t('console.tags.add.keyHint')} digits={32} {...field} />
  );
}
