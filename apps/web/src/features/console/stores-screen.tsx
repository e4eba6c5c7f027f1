// The brand's after-sales stores: their address, opening hours and position, opened and changed here; owners choose
// among them when they ask for a repair.
import type { SavStore, StoreInput } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { storesQuery, useSaveStore } from '../../api/console';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { Button, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { ErrorLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { ConsolePage } from './console-page';

/** Monday first, as a week reads in the console; `day` is 0 (Sunday) … 6. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
type Hours = Record<number, { open: boolean; opens: string; closes: string }>;

const hoursOf = (store?: SavStore): Hours =>
  Object.fromEntries(
    WEEK.map((day) => {
      const found = store?.openingHours.find((h) => h.day === day);
      return [
        day,
        { open: Boolean(found), opens: found?.opens ?? '10:00', closes: found?.closes ?? '19:00' },
      ];
    }),
  );

function dayName(day: number, language: string): string {
  // 2023-01-01 was a Sunday
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

function StoreForm({ store, onDone }: { store?: SavStore; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const save = useSaveStore(brand.brandId);
  const [fields, setFields] = useState({
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
  const [hours, setHours] = useState<Hours>(hoursOf(store));
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latitude = Number(fields.latitude.replace(',', '.'));
    const longitude = Number(fields.longitude.replace(',', '.'));
    const required = t('console.stores.required');
    const found: Record<string, string | undefined> = {
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
      hours: WEEK.some((day) => hours[day]?.open && hours[day].opens >= hours[day].closes)
        ? t('console.stores.hoursInvalid')
        : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const input: StoreInput = {
      name: fields.name.trim(),
      address: fields.address.trim(),
      postalCode: fields.postalCode.trim(),
      city: fields.city.trim(),
      country: fields.country.trim().toUpperCase(),
      phone: fields.phone.trim() || null,
      email: fields.email.trim() || null,
      openingHours: WEEK.flatMap((day) => {
        const h = hours[day];
        return h?.open ? [{ day, opens: h.opens, closes: h.closes }] : [];
      }),
      latitude,
      longitude,
    };
    save.mutate({ storeId: store?.id, store: input }, { onSuccess: onDone });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('console.stores.name')}
        value={fields.name}
        onChange={set('name')}
        error={problems.name}
      />
      <TextInput
        label={t('console.stores.address')}
        value={fields.address}
        onChange={set('address')}
        error={problems.address}
        autoComplete="off"
      />
      <div className={styles.row}>
        <TextInput
          label={t('console.stores.postalCode')}
          value={fields.postalCode}
          onChange={set('postalCode')}
          error={problems.postalCode}
        />
        <TextInput
          label={t('console.stores.city')}
          value={fields.city}
          onChange={set('city')}
          error={problems.city}
        />
        <TextInput
          label={t('console.stores.country')}
          hint={t('console.stores.countryHint')}
          value={fields.country}
          maxLength={2}
          onChange={set('country')}
          error={problems.country}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          label={t('console.stores.phone')}
          type="tel"
          value={fields.phone}
          onChange={set('phone')}
        />
        <TextInput
          label={t('console.stores.email')}
          type="email"
          value={fields.email}
          onChange={set('email')}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          label={t('console.stores.latitude')}
          inputMode="decimal"
          value={fields.latitude}
          onChange={set('latitude')}
          error={problems.latitude}
        />
        <TextInput
          label={t('console.stores.longitude')}
          inputMode="decimal"
          value={fields.longitude}
          onChange={set('longitude')}
          error={problems.longitude}
        />
      </div>
      <fieldset className={styles.hours}>
        <legend>{t('console.stores.hours')}</legend>
        {WEEK.map((day) => {
          const h = hours[day] ?? { open: false, opens: '10:00', closes: '19:00' };
          const name = dayName(day, i18n.language);
          const change = (next: Partial<typeof h>) => setHours({ ...hours, [day]: { ...h, ...next } });
          return (
            <div key={day} className={styles.hoursRow}>
              <label className={styles.radio}>
                <input
                  type="checkbox"
                  checked={h.open}
                  onChange={(event) => change({ open: event.target.checked })}
                />
                {name}
              </label>
              <label>
                <span className="visually-hidden">{t('console.stores.opens', { day: name })}</span>
                <input
                  type="time"
                  value={h.opens}
                  disabled={!h.open}
                  onChange={(event) => change({ opens: event.target.value })}
                />
              </label>
              <span aria-hidden="true">–</span>
              <label>
                <span className="visually-hidden">{t('console.stores.closes', { day: name })}</span>
                <input
                  type="time"
                  value={h.closes}
                  disabled={!h.open}
                  onChange={(event) => change({ closes: event.target.value })}
                />
              </label>
            </div>
          );
        })}
        {problems.hours && <p className={styles.error}>{problems.hours}</p>}
      </fieldset>
      <ErrorLine error={save.error} />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {store ? t('console.save') : t('console.stores.create')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function StoresScreen() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  const stores = useQuery(storesQuery(brand.brandId));
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const hoursText = (store: SavStore) =>
    store.openingHours.length === 0
      ? t('console.stores.noHours')
      : WEEK.flatMap((day) => {
          const h = store.openingHours.find((o) => o.day === day);
          return h ? [`${dayName(day, i18n.language)} ${h.opens}–${h.closes}`] : [];
        }).join(' · ');
  return (
    <ConsolePage
      title={t('console.stores.title')}
      lead={t('console.stores.lead')}
      actions={
        editing === null && <Button onClick={() => setEditing('new')}>{t('console.stores.add')}</Button>
      }
    >
      {editing === 'new' && (
        <section className={styles.panel} aria-labelledby="new-store">
          <h2 id="new-store">{t('console.stores.newTitle')}</h2>
          <StoreForm onDone={() => setEditing(null)} />
        </section>
      )}
      <ConsoleQuery query={stores}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>{t('console.stores.none')}</p>
          ) : (
            <ul className={styles.cards}>
              {list.map((store) => (
                <li key={store.id} className={styles.panel}>
                  {editing === store.id ? (
                    <>
                      <h2>{t('console.stores.editTitle', { name: store.name })}</h2>
                      <StoreForm store={store} onDone={() => setEditing(null)} />
                    </>
                  ) : (
                    <>
                      <h2>{store.name}</h2>
                      <p>
                        {store.address}, {store.postalCode} {store.city}, {store.country}
                      </p>
                      <p className={styles.meta}>{hoursText(store)}</p>
                      <p className={styles.meta}>
                        {[store.phone, store.email].filter(Boolean).join(' · ')}
                        {' · '}
                        {store.latitude.toFixed(4)}, {store.longitude.toFixed(4)}
                      </p>
                      {editing === null && (
                        <div>
                          <Button variant="secondary" onClick={() => setEditing(store.id)}>
                            {t('console.stores.edit')}
                          </Button>
                        </div>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </ConsolePage>
  );
}
