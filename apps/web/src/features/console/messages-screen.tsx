// Messages to owners: written in English and French (each owner reads theirs, else the other), to one item's owner
// (by serial number) or a collection's owners, with a preview as the owner sees it; the messages sent, with how many
// owners they reached and how many read them.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  collectionsQuery,
  itemsQuery,
  messagesQuery,
  useSendMessage,
  type MessageDraft,
} from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { RadioChoices, SubmitButton } from './console-controls';
import { ErrorLine, SuccessLine } from './console-parts';
import { styles } from './console-styles';
import { ConsolePage, Panel, QueryTable } from './console-page';
import {
  emptyLocalised,
  LocalisedTextInput,
  localisedDraft,
  localisedMissing,
  type LocalisedValue,
} from './localised-text';

type Audience = 'collection' | 'item';

/** Whom a message goes to: a collection's owners, or one item's owner found by its serial number in it. */
function useAudience(brandId: string) {
  const collections = useQuery(collectionsQuery(brandId));
  const [audience, setAudience] = useState<Audience>('collection');
  const [collectionId, setCollectionId] = useState('');
  const [serial, setSerial] = useState('');
  const chosen = collectionId || collections.data?.[0]?.id || '';
  const matches = useQuery({
    ...itemsQuery(brandId, chosen, 0, serial.trim()),
    enabled: audience === 'item' && serial.trim().length >= 2 && chosen !== '',
  });
  const item = matches.data?.items.find((i) => i.serialNumber.toLowerCase() === serial.trim().toLowerCase());
  return {
    audience,
    setAudience,
    collections: collections.data ?? [],
    chosen,
    setCollectionId,
    serial,
    setSerial,
    item,
  };
}

function AudienceFields({ to, error }: { to: ReturnType<typeof useAudience>; error?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <RadioChoices
        legend={t('console.messages.to')}
        name="audience"
        value={to.audience}
        onChange={to.setAudience}
        choices={[
          { value: 'collection', label: t('console.messages.toCollection') },
          { value: 'item', label: t('console.messages.toItem') },
        ]}
      />
      <div className={styles.row}>
        <label className={styles.select}>
          {t('console.messages.collection')}
          <select value={to.chosen} onChange={(event) => to.setCollectionId(event.target.value)}>
            {to.collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {to.audience === 'item' && (
          <TextInput
            label={t('console.messages.serial')}
            value={to.serial}
            onChange={(event) => to.setSerial(event.target.value)}
            hint={to.item ? t('console.messages.found', { name: to.item.name }) : undefined}
            error={error}
          />
        )}
      </div>
    </>
  );
}

function Compose({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(brandId);
  const to = useAudience(brandId);
  const { audience, chosen, item } = to;
  const [title, setTitle] = useState(emptyLocalised);
  const [body, setBody] = useState(emptyLocalised);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [sent, setSent] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      target: audience === 'item' && !item ? t('console.messages.itemRequired') : undefined,
      title: localisedMissing(title, 'en') ? t('console.messages.titleRequired') : undefined,
      body: localisedMissing(body, 'en') ? t('console.messages.bodyRequired') : undefined,
    };
    setProblems(found);
    setSent(undefined);
    if (found.target || found.title || found.body || !chosen) return;
    const message: MessageDraft = {
      ...(audience === 'item' && item ? { productId: item.id } : { collectionId: chosen }),
      title: { en: title.en.trim(), ...localisedDraft(title) },
      body: { en: body.en.trim(), ...localisedDraft(body) },
    };
    send.mutate(message, {
      onSuccess: (result) => {
        setSent(t('console.messages.sent', { count: result.recipients }));
        setTitle(emptyLocalised);
        setBody(emptyLocalised);
      },
    });
  };

  return (
    <Panel id="compose-title" title={t('console.messages.compose')}>
      <form className={styles.composer} onSubmit={submit} noValidate>
        <div className={styles.form}>
          <AudienceFields to={to} error={problems.target} />
          <LocalisedTextInput
            labels={{ en: t('console.messages.titleEn'), fr: t('console.messages.titleFr') }}
            value={title}
            onChange={setTitle}
            maxLength={120}
            error={problems.title}
          />
          <LocalisedTextInput
            labels={{ en: t('console.messages.bodyEn'), fr: t('console.messages.bodyFr') }}
            value={body}
            onChange={setBody}
            maxLength={4000}
            rows={6}
            error={problems.body}
          />
          <ErrorLine error={send.error} />
          <SuccessLine text={sent} />
          <SubmitButton label={t('console.messages.send')} busy={send.isPending} />
        </div>
        <MessagePreview title={title} body={body} />
      </form>
    </Panel>
  );
}

/** The message as an owner reads it, in English or in French (an empty French text falls back to the English). */
function MessagePreview({ title, body }: { title: LocalisedValue; body: LocalisedValue }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<'en' | 'fr'>('en');
  const shown = {
    title: (preview === 'fr' && title.fr.trim()) || title.en,
    body: (preview === 'fr' && body.fr.trim()) || body.en,
  };
  return (
    <aside className={styles.preview} aria-labelledby="preview-title">
      <div className={styles.pageHead}>
        <h3 id="preview-title">{t('console.messages.preview')}</h3>
        <div className={styles.actions} role="group" aria-label={t('console.messages.previewIn')}>
          {(['en', 'fr'] as const).map((language) => (
            <Button
              key={language}
              variant={preview === language ? 'primary' : 'ghost'}
              aria-pressed={preview === language}
              onClick={() => setPreview(language)}
            >
              {language === 'en' ? 'English' : 'Français'}
            </Button>
          ))}
        </div>
      </div>
      <div className={styles.phone} lang={preview}>
        <p className={styles.previewTitle}>{shown.title || t('console.messages.previewEmpty')}</p>
        <p className={styles.previewBody}>{shown.body}</p>
      </div>
      {preview === 'fr' && (!title.fr.trim() || !body.fr.trim()) && (
        <p className={styles.meta}>{t('console.messages.fallback')}</p>
      )}
    </aside>
  );
}

export function MessagesScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const messages = useQuery(messagesQuery(brand.brandId));
  const formatDate = useFormatDate();
  return (
    <ConsolePage title={t('console.messages.title')} lead={t('console.messages.lead')}>
      <Compose brandId={brand.brandId} />
      <Panel id="sent-title" title={t('console.messages.sentTitle')}>
        <QueryTable
          query={messages}
          rows={(page) => page.items}
          empty={t('console.messages.none')}
          columns={[
            t('console.messages.titleEn'),
            t('console.messages.to'),
            t('console.messages.reached'),
            t('console.messages.read'),
            t('console.messages.author'),
            t('console.messages.date'),
          ]}
          row={(message) => (
            <tr key={message.id}>
              <th scope="row">{message.title.en}</th>
              <td>{message.productId ? t('console.messages.anItem') : t('console.messages.aCollection')}</td>
              <td>{message.recipients}</td>
              <td>{message.reads}</td>
              <td>{message.author ?? '—'}</td>
              <td>{formatDate(message.createdAt, 'dateTime')}</td>
            </tr>
          )}
        />
      </Panel>
    </ConsolePage>
  );
}
