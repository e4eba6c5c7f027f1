// A store's form, to open one or change one: its name, address, country, phone and e-mail, its position and its
// opening hours, checked before it is sent.
import type { SavStore, StoreInput } from '@heirloom/contract';
import { useState, type FormEvent } from 'react';
import { useSaveStore } from '../../api/console';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { TextInput, type TextInputProps } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { FormActions } from './console-controls';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';
import { hoursInvalid, hoursOf, HoursFieldset, openingHoursOf, type Hours } from './store-hours';

type Fields = ReturnType<typeof fieldsOf>;
type Problems = Partial<Record<keyof Fields | 'hours', string>>;

const fieldsOf = (store?: SavStore) => ({
  name: store?.name ?? '',
  address: store?.address ?? '',
  postalCode: store?.postalCode ?? '',
  city: store?.city ?? '',
  country: store?.country ?? 'FR',
  phone: store?.phone ?? '',
  email: store?.email ?? '',
  latitude: store ? String(store.latitude) : '',
  longitude: store ? String(store.longitude) : '',
});

/** A coordinate as typed, with a comma or a dot. */
const coordinate = (typed: string) => Number(typed.replace(',', '.'));

/** What is wrong with the form, field by field, in the staff's language (nothing: every value undefined). */
function storeProblems(fields: Fields, hours: Hours, t: TFunction): Problems {
  const required = t('console.stores.required');
  const latitude = coordinate(fields.latitude);
  const longitude = coordinate(fields.longitude);
  return {
    name: fields.name.trim() ? undefined : required,
    address: fields.address.trim() ? undefined : required,
    postalCode: fields.postalCode.trim() ? undefined : required,
    city: fields.city.trim() ? undefined : required,
    country: /^[A-Za-z]{2}$/.test(fields.country.trim()) ? undefined : t('console.stores.countryInvalid'),
    latitude:
      fields.latitude.trim() && Math.abs(latitude) <= 90 ? undefined : t('console.stores.latitudeInvalid'),
    longitude:
      fields.longitude.trim() && Math.abs(longitude) <= 180
        ? undefined
        : t('console.stores.longitudeInvalid'),
    hours: hoursInvalid(hours) ? t('console.stores.hoursInvalid') : undefined,
  };
}

/** The store as the API takes it (the form checked first). */
const storeInput = (fields: Fields, hours: Hours): StoreInput => ({
  name: fields.name.trim(),
  address: fields.address.trim(),
  postalCode: fields.postalCode.trim(),
  city: fields.city.trim(),
  country: fields.country.trim().toUpperCase(),
  phone: fields.phone.trim() || null,
  email: fields.email.trim() || null,
  openingHours: openingHoursOf(hours),
  latitude: coordinate(fields.latitude),
  longitude: coordinate(fields.longitude),
});

export function StoreForm({ store, onDone }: { store?: SavStore; onDone: () => void }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const save = useSaveStore(brand.brandId);
  const [fields, setFields] = useState(fieldsOf(store));
  const [hours, setHours] = useState<Hours>(hoursOf(store));
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = storeProblems(fields, hours, t);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate({ storeId: store?.id, store: storeInput(fields, hours) }, { onSuccess: onDone });
  };

  /** One of the store's fields, its value and its problem. */
  const field = (key: keyof Fields, label: string, more?: Partial<TextInputProps>) => (
    <TextInput
      label={label}
      value={fields[key]}
      onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
      error={problems[key]}
      {...more}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field('name', t('console.stores.name'))}
      {field('address', t('console.stores.address'), { autoComplete: 'off' })}
      <div className={styles.row}>
        {field('postalCode', t('console.stores.postalCode'))}
        {field('city', t('console.stores.city'))}
        {field('country', t('console.stores.country'), {
          hint: t('console.stores.countryHint'),
          maxLength: 2,
        })}
      </div>
      <div className={styles.row}>
        {field('phone', t('console.stores.phone'), { type: 'tel' })}
        {field('email', t('console.stores.email'), { type: 'email' })}
      </div>
      <div className={styles.row}>
        {field('latitude', t('console.stores.latitude'), { inputMode: 'decimal' })}
        {field('longitude', t('console.stores.longitude'), { inputMode: 'decimal' })}
      </div>
      <HoursFieldset hours={hours} onChange={setHours} error={problems.hours} />
      <ErrorLine error={save.error} />
      <FormActions
        submit={store ? t('console.save') : t('console.stores.create')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
