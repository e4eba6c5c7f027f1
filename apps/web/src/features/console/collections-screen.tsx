// The brand's collections (catalogue): each with its cover, its items counted by state and whether it is on sale;
// a form to create one with its name, texts in English and French, colours and its model's GTIN.
import { formatPrice, gtin14Of } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  collectionsQuery,
  useSaveCollection,
  type CollectionDraft,
  type ConsoleCollection,
} from '../../api/console';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from '../../lib/router';
import { Button, TextArea, TextInput } from '../../ui';
import { useConsoleBrand, useConsoleTitle } from './console-layout';
import { DataTable, ErrorLine } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

const DEFAULT_THEME = { primary: '#14110f', accent: '#8a6a3b' };

/** The collection form's fields, shared by creating one and changing one. */
export function CollectionForm({
  initial,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
}: {
  initial?: ConsoleCollection;
  submitLabel: string;
  busy: boolean;
  failure: unknown;
  onSubmit: (draft: CollectionDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [en, setEn] = useState(initial?.description.en ?? '');
  const [fr, setFr] = useState(initial?.description.fr ?? '');
  const [theme, setTheme] = useState(initial?.theme ?? DEFAULT_THEME);
  const [gtin, setGtin] = useState(initial?.gtin ?? '');
  const [problems, setProblems] = useState<{ name?: string; text?: string; gtin?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('console.collections.nameRequired'),
      text: en.trim() || fr.trim() ? undefined : t('console.collections.textRequired'),
      // the server checks it too (and that no other collection has it)
      gtin: !gtin.trim() || gtin14Of(gtin) ? undefined : t('console.collections.gtinInvalid'),
    };
    setProblems(found);
    if (found.name || found.text || found.gtin) return;
    onSubmit({
      name: name.trim(),
      description: { ...(en.trim() ? { en: en.trim() } : {}), ...(fr.trim() ? { fr: fr.trim() } : {}) },
      theme,
      gtin: gtin.trim() ? gtin14Of(gtin) : null,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('console.collections.name')}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
      />
      <div className={styles.row}>
        <TextArea
          label={t('console.collections.textEn')}
          value={en}
          maxLength={4000}
          rows={4}
          onChange={(event) => setEn(event.target.value)}
          error={problems.text}
        />
        <TextArea
          label={t('console.collections.textFr')}
          value={fr}
          maxLength={4000}
          rows={4}
          onChange={(event) => setFr(event.target.value)}
        />
      </div>
      <div className={styles.row}>
        <label className={styles.colour}>
          {t('console.collections.primary')}
          <input
            type="color"
            value={theme.primary}
            onChange={(event) => setTheme({ ...theme, primary: event.target.value })}
          />
        </label>
        <label className={styles.colour}>
          {t('console.collections.accent')}
          <input
            type="color"
            value={theme.accent}
            onChange={(event) => setTheme({ ...theme, accent: event.target.value })}
          />
        </label>
      </div>
      <TextInput
        label={t('console.collections.gtin')}
        hint={t('console.collections.gtinHint')}
        value={gtin}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        onChange={(event) => setGtin(event.target.value)}
        error={problems.gtin}
      />
      <ErrorLine error={failure} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('console.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

export function CollectionsScreen() {
  const { t, i18n } = useTranslation();
  const brand = useConsoleBrand();
  useConsoleTitle(t('console.collections.title'));
  const collections = useQuery(collectionsQuery(brand.brandId));
  const save = useSaveCollection(brand.brandId);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canEdit = brand.can('catalogue');
  const language = i18n.language === 'fr' ? 'fr' : 'en';

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <h1>{t('console.collections.title')}</h1>
          <p className={styles.lead}>{t('console.collections.lead')}</p>
        </div>
        {canEdit && !creating && (
          <Button onClick={() => setCreating(true)}>{t('console.collections.create')}</Button>
        )}
      </div>
      {creating && (
        <section className={styles.panel} aria-labelledby="new-collection">
          <h2 id="new-collection">{t('console.collections.createTitle')}</h2>
          <CollectionForm
            submitLabel={t('console.collections.createSubmit')}
            busy={save.isPending}
            failure={save.error}
            onCancel={() => setCreating(false)}
            onSubmit={(collection) =>
              save.mutate(
                { collection },
                { onSuccess: (made) => void navigate(consoleHrefs.collection(brand.brandId, made.id)) },
              )
            }
          />
        </section>
      )}
      <ConsoleQuery query={collections}>
        {(items) => (
          <DataTable
            count={items.length}
            empty={t('console.collections.none')}
            columns={[
              t('console.collections.name'),
              t('console.collections.items'),
              t('console.itemState.stock'),
              t('console.itemState.on_sale'),
              t('console.itemState.owned'),
              t('console.collections.shop'),
            ]}
          >
            {items.map((collection) => (
              <tr key={collection.id}>
                <th scope="row">
                  <Link to={consoleHrefs.collection(brand.brandId, collection.id)}>{collection.name}</Link>
                </th>
                <td>{collection.total}</td>
                <td>{collection.counts.stock}</td>
                <td>{collection.counts.on_sale + collection.counts.reserved}</td>
                <td>{collection.counts.owned}</td>
                <td>
                  {collection.onSale && collection.price
                    ? formatPrice(collection.price.amount, collection.price.currency, language)
                    : t('console.collections.notOnSale')}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleQuery>
    </>
  );
}
