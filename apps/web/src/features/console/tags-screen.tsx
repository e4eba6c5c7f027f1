// The brand's NFC tags (docs/decisions/024-tags-and-taps.md): the alerts of copied or forged links, the tags with their
// item, keys and last reads, one tag registered by hand or many by CSV (all or nothing, every refused line said),
// each tag unlinked, replaced, or given "what to write into the chip", its item's taps; and, for admins, the master
// key its chips' keys derive from, set with a fresh passkey confirmation and shown once.
import { aesKeySchema, tagUidSchema, type TapVerdict } from '@heirloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ITEM_TAPS_PAGE_SIZE,
  itemTapsQuery,
  TAG_ALERTS_PAGE_SIZE,
  tagAlertsQuery,
  tagMasterKeyQuery,
  TAGS_PAGE_SIZE,
  tagsQuery,
  tagTemplateQuery,
  useCreateTag,
  useImportTags,
  useReplaceTag,
  useSetTagMasterKey,
  useUnlinkTag,
  type ConsoleTag,
  type TagTemplate,
} from '../../api/console';
import { errorCode } from '../../api/errors';
import { consoleHrefs } from '../../config/paths';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Link } from '../../lib/router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button, Modal, TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { CsvImport, DataTable, ErrorLine, Pager } from './console-parts';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';
import { ConsolePage } from './console-page';

const CSV_EXAMPLE = [
  'uid,serial_number,file_read_key',
  '04DE5F1EACC040,MA-0001,',
  '04A1B2C3D4E5F6,MA-0002,00112233445566778899AABBCCDDEEFF',
].join('\n');

const isUid = (value: string) => tagUidSchema.safeParse(value).success;
const isKey = (value: string) => aesKeySchema.safeParse(value).success;
/** A verdict's or alert's tone on its pill: only a genuine read proves the object was there. */
const tone = (verdict: TapVerdict) => (verdict === 'genuine' ? 'good' : 'bad');

export function TagsScreen() {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  return (
    <ConsolePage title={t('console.tags.title')} lead={t('console.tags.lead')}>
      <Alerts />
      <TagList />
      {brand.can('catalogue') && <RegisterTags />}
      {brand.roles.includes('admin') && <MasterKey />}
    </ConsolePage>
  );
}

function Alerts() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const formatDate = useFormatDate();
  const [offset, setOffset] = useState(0);
  const alerts = useQuery(tagAlertsQuery(brandId, offset));
  return (
    <section className={styles.panel} aria-labelledby="tag-alerts">
      <h2 id="tag-alerts">{t('console.tags.alerts.title')}</h2>
      <p className={styles.meta}>{t('console.tags.alerts.lead')}</p>
      <ConsoleQuery query={alerts}>
        {(page) => (
          <>
            <DataTable
              count={page.items.length}
              empty={t('console.tags.alerts.none')}
              label={t('console.tags.alerts.title')}
              columns={[
                t('console.tags.alerts.time'),
                t('console.tags.alerts.kind'),
                t('console.tags.alerts.item'),
                t('console.tags.alerts.uid'),
                t('console.tags.alerts.counter'),
              ]}
            >
              {page.items.map((alert) => (
                <tr key={alert.id}>
                  <th scope="row">{formatDate(alert.at, 'moment')}</th>
                  <td>
                    <span className={styles.pill} data-tone="bad">
                      {t(`console.tags.alertKind.${alert.kind}`)}
                    </span>
                  </td>
                  <td>
                    {alert.item ? (
                      <>
                        {alert.item.name}
                        <br />
                        <span className={styles.meta}>{alert.item.serialNumber}</span>
                      </>
                    ) : (
                      <span className={styles.meta}>{t('console.tags.alerts.unknownItem')}</span>
                    )}
                  </td>
                  <td>{alert.tagUid ? <code>{alert.tagUid}</code> : '—'}</td>
                  <td>
                    {alert.counter === null
                      ? '—'
                      : alert.highestCounter === null
                        ? alert.counter
                        : t('console.tags.alerts.counterVsHighest', {
                            counter: alert.counter,
                            highest: alert.highestCounter,
                          })}
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager offset={offset} size={TAG_ALERTS_PAGE_SIZE} total={page.total} onChange={setOffset} />
          </>
        )}
      </ConsoleQuery>
    </section>
  );
}

function TagList() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const formatDate = useFormatDate();
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const tags = useQuery(tagsQuery(brandId, offset, searched));
  // the tag opened from its row, and what was last done to it (a replaced tag opens its successor)
  const [opened, setOpened] = useState<{ tag: ConsoleTag; notice?: string } | null>(null);
  const open = opened?.tag;
  const total = tags.data?.total ?? 0;
  return (
    <>
      <section className={styles.panel} aria-labelledby="tags-list">
        <div className={styles.pageHead}>
          <h2 id="tags-list">{t('console.tags.list.title', { count: total })}</h2>
          <TextInput
            label={t('console.tags.list.search')}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => (setSearch(event.target.value), setOffset(0))}
          />
        </div>
        <ConsoleQuery query={tags}>
          {(page) => (
            <>
              <DataTable
                count={page.items.length}
                empty={searched ? t('console.tags.list.noMatch') : t('console.tags.list.none')}
                columns={[
                  t('console.tags.list.uid'),
                  t('console.tags.list.item'),
                  t('console.tags.list.state'),
                  t('console.tags.list.lastRead'),
                  t('console.tags.list.lastCounter'),
                  t('console.tags.list.keys'),
                ]}
              >
                {page.items.map((tag) => (
                  <tr key={tag.id} aria-current={open?.id === tag.id ? 'true' : undefined}>
                    <th scope="row">
                      <code>{tag.uid}</code>
                      <div>
                        <Button
                          variant="secondary"
                          aria-expanded={open?.id === tag.id}
                          aria-controls={open?.id === tag.id ? 'tag-panel' : undefined}
                          onClick={() => setOpened(open?.id === tag.id ? null : { tag })}
                        >
                          {t('console.tags.list.manage')}{' '}
                          <span className="visually-hidden">
                            {t('console.tags.list.manageTag', { uid: tag.uid })}
                          </span>
                        </Button>
                      </div>
                    </th>
                    <td>
                      {tag.item ? (
                        <>
                          {tag.item.name}
                          <br />
                          <span className={styles.meta}>{tag.item.serialNumber}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      <span className={styles.pill} data-tone={tag.unlinkedAt ? 'bad' : 'good'}>
                        {t(tag.unlinkedAt ? 'console.tags.list.unlinked' : 'console.tags.list.linked')}
                      </span>
                      {tag.unlinkedAt && (
                        <p className={styles.meta}>
                          {t('console.tags.list.unlinkedOn', { date: formatDate(tag.unlinkedAt) })}
                        </p>
                      )}
                    </td>
                    <td>
                      {tag.lastGenuineTapAt
                        ? formatDate(tag.lastGenuineTapAt, 'dateTime')
                        : t('console.tags.list.never')}
                    </td>
                    <td>{tag.lastCounter ?? '—'}</td>
                    <td className={styles.meta}>
                      {t(tag.keys === 'derived' ? 'console.tags.list.derived' : 'console.tags.list.given')}
                    </td>
                  </tr>
                ))}
              </DataTable>
              <Pager offset={offset} size={TAGS_PAGE_SIZE} total={page.total} onChange={setOffset} />
            </>
          )}
        </ConsoleQuery>
      </section>
      {opened && (
        <TagPanel
          key={opened.tag.id}
          tag={opened.tag}
          notice={opened.notice}
          onChange={(tag, notice) => setOpened({ tag, notice })}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}

/** One tag opened from its row: what it is in, its actions, what to write into its chip, its item's taps. */
function TagPanel({
  tag,
  notice,
  onChange,
  onClose,
}: {
  tag: ConsoleTag;
  notice?: string;
  onChange: (tag: ConsoleTag, notice: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const formatDate = useFormatDate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState<'template' | 'replace' | null>(null);
  const [unlinking, setUnlinking] = useState(false);
  // opened from its row: the keyboard and screen readers land on it
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const linked = tag.item !== null && tag.unlinkedAt === null;
  const canChange = brand.can('catalogue') || brand.can('afterSales');
  return (
    <section className={styles.panel} aria-labelledby="tag-panel-title" id="tag-panel">
      <div className={styles.pageHead}>
        <h2 id="tag-panel-title" ref={heading} tabIndex={-1}>
          {t('console.tags.tag.title', { uid: tag.uid })}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('console.tags.tag.close')}
        </Button>
      </div>
      <p>
        {tag.item && linked
          ? t('console.tags.tag.inItem', { name: tag.item.name, serial: tag.item.serialNumber })
          : t('console.tags.tag.noItem', { date: formatDate(tag.unlinkedAt ?? tag.registeredAt) })}
      </p>
      {notice && (
        <p className={styles.success} role="status">
          {notice}
        </p>
      )}
      {linked && canChange && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-expanded={shown === 'template'}
            onClick={() => setShown(shown === 'template' ? null : 'template')}
          >
            {t('console.tags.tag.template')}
          </Button>
          <Button
            variant="secondary"
            aria-expanded={shown === 'replace'}
            onClick={() => setShown(shown === 'replace' ? null : 'replace')}
          >
            {t('console.tags.tag.replace')}
          </Button>
          <Button variant="danger" onClick={() => setUnlinking(true)}>
            {t('console.tags.tag.unlink')}
          </Button>
        </div>
      )}
      {linked && shown === 'template' && <TemplateView tagId={tag.id} />}
      {linked && shown === 'replace' && tag.item && (
        <ReplaceForm
          tag={tag}
          itemName={tag.item.name}
          onReplaced={(next) => {
            onChange(next, t('console.tags.replace.done', { uid: next.uid, old: tag.uid }));
          }}
        />
      )}
      {unlinking && (
        <UnlinkDialog
          tag={tag}
          onClose={() => setUnlinking(false)}
          onUnlinked={(next) => {
            setUnlinking(false);
            setShown(null);
            // the item stays named: its taps are still worth reading
            onChange(
              { ...next, item: next.item ?? tag.item },
              t('console.tags.unlink.done', { uid: next.uid }),
            );
          }}
        />
      )}
      {tag.item && <ItemTaps itemId={tag.item.id} itemName={tag.item.name} />}
    </section>
  );
}

function UnlinkDialog({
  tag,
  onClose,
  onUnlinked,
}: {
  tag: ConsoleTag;
  onClose: () => void;
  onUnlinked: (tag: ConsoleTag) => void;
}) {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const unlink = useUnlinkTag(brandId);
  return (
    <Modal
      open
      onClose={unlink.isPending ? () => undefined : onClose}
      title={t('console.tags.unlink.title', { uid: tag.uid })}
      width="32rem"
    >
      <div className={styles.form}>
        <p>{t('console.tags.unlink.text', { name: tag.item?.name ?? tag.uid })}</p>
        <p className={styles.meta}>{t('console.tags.unlink.after')}</p>
        <ErrorLine error={unlink.error} />
        <div className={styles.actions}>
          <Button
            variant="danger"
            loading={unlink.isPending}
            onClick={() => unlink.mutate(tag.id, { onSuccess: onUnlinked })}
          >
            {t('console.tags.unlink.confirm')}
          </Button>
          <Button variant="ghost" disabled={unlink.isPending} onClick={onClose}>
            {t('console.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function ReplaceForm({
  tag,
  itemName,
  onReplaced,
}: {
  tag: ConsoleTag;
  itemName: string;
  onReplaced: (tag: ConsoleTag) => void;
}) {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const replace = useReplaceTag(brandId);
  const [uid, setUid] = useState('');
  const [key, setKey] = useState('');
  const [problems, setProblems] = useState<{ uid?: string; key?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = chipProblems(uid, key, t);
    setProblems(found);
    if (found.uid || found.key) return;
    replace.mutate(
      { tagId: tag.id, uid: uid.trim(), fileReadKey: key.trim() || undefined },
      { onSuccess: onReplaced },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="tag-replace">
      <h3 id="tag-replace" className={styles.subhead}>
        {t('console.tags.replace.title')}
      </h3>
      <p className={styles.meta}>{t('console.tags.replace.lead', { name: itemName })}</p>
      <div className={styles.row}>
        <HexInput
          label={t('console.tags.replace.uid')}
          hint={t('console.tags.add.uidHint')}
          value={uid}
          digits={14}
          onChange={setUid}
          error={problems.uid}
        />
        <HexInput
          label={t('console.tags.add.key')}
          hint={t('console.tags.add.keyHint')}
          value={key}
          digits={32}
          onChange={setKey}
          error={problems.key}
        />
      </div>
      <ErrorLine error={replace.error} />
      <div>
        <Button type="submit" loading={replace.isPending}>
          {t('console.tags.replace.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What is wrong with a typed UID and its optional key, in the staff's language (nothing: both undefined). */
function chipProblems(uid: string, key: string, t: TFunction): { uid?: string; key?: string } {
  return {
    uid: isUid(uid) ? undefined : t('console.tags.add.uidInvalid'),
    key: key.trim() === '' || isKey(key) ? undefined : t('console.tags.add.keyInvalid'),
  };
}

/** A UID or a key, typed as hexadecimal digits: no autocompletion, no spelling, at most `digits`. */
function HexInput({
  label,
  hint,
  value,
  digits,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  digits: number;
  onChange: (value: string) => void;
  error?: string;
}) {
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

const offset = (value: number) => ({
  decimal: value,
  hex: value.toString(16).toUpperCase().padStart(2, '0'),
});

function TemplateView({ tagId }: { tagId: string }) {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const template = useQuery(tagTemplateQuery(brandId, tagId));
  return (
    <div className={styles.form} aria-labelledby="tag-template">
      <h3 id="tag-template" className={styles.subhead}>
        {t('console.tags.template.title')}
      </h3>
      <p className={styles.meta}>{t('console.tags.template.lead')}</p>
      <ConsoleQuery query={template}>{(data) => <Template template={data} />}</ConsoleQuery>
    </div>
  );
}

function Template({ template }: { template: TagTemplate }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(template.ndefFile)
      .then(() => setCopied(true))
      .catch(() => undefined);
  const rows: [string, string][] = [
    [
      t('console.tags.template.piccDataOffset'),
      t('console.tags.template.offset', offset(template.piccDataOffset)),
    ],
    [
      t('console.tags.template.sdmMacInputOffset'),
      t('console.tags.template.offset', offset(template.sdmMacInputOffset)),
    ],
    [
      t('console.tags.template.sdmMacOffset'),
      t('console.tags.template.offset', offset(template.sdmMacOffset)),
    ],
    [
      t('console.tags.template.metaRead'),
      t('console.tags.template.keyNumber', { number: template.keys.metaRead }),
    ],
    [
      t('console.tags.template.fileRead'),
      t('console.tags.template.keyNumber', { number: template.keys.fileRead }),
    ],
    [
      t('console.tags.template.counterRetrieval'),
      t('console.tags.template.keyNumber', { number: template.keys.counterRetrieval }),
    ],
  ];
  return (
    <>
      <div>
        <h4 className={styles.subhead}>{t('console.tags.template.url')}</h4>
        <p className={styles.secret}>{template.url}</p>
        <p className={styles.meta}>{t('console.tags.template.urlHint')}</p>
      </div>
      <div>
        <h4 className={styles.subhead}>{t('console.tags.template.ndef')}</h4>
        <p className={styles.secret} data-testid="ndef-file">
          {template.ndefFile}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={copy}>
            {t('console.items.copy')}
          </Button>
          {copied && (
            <span className={styles.success} role="status">
              {t('console.tags.template.copied')}
            </span>
          )}
        </div>
      </div>
      <div>
        <h4 className={styles.subhead}>{t('console.tags.template.settings')}</h4>
        <dl className={styles.facts}>
          {rows.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.meta}>{t('console.tags.template.options')}</p>
      </div>
    </>
  );
}

function ItemTaps({ itemId, itemName }: { itemId: string; itemName: string }) {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const formatDate = useFormatDate();
  const [offset, setOffset] = useState(0);
  const taps = useQuery(itemTapsQuery(brandId, itemId, offset));
  return (
    <div className={styles.form}>
      <h3 className={styles.subhead}>{t('console.tags.taps.title', { name: itemName })}</h3>
      <ConsoleQuery query={taps}>
        {(page) => (
          <>
            <DataTable
              count={page.items.length}
              empty={t('console.tags.taps.none')}
              label={t('console.tags.taps.title', { name: itemName })}
              columns={[
                t('console.tags.taps.time'),
                t('console.tags.taps.verdict'),
                t('console.tags.taps.counter'),
                t('console.tags.taps.uid'),
              ]}
            >
              {page.items.map((tap) => (
                <tr key={tap.id}>
                  <th scope="row">{formatDate(tap.at, 'moment')}</th>
                  <td>
                    <span className={styles.pill} data-tone={tone(tap.verdict)}>
                      {t(`console.tags.verdict.${tap.verdict}`)}
                    </span>
                  </td>
                  <td>{tap.counter ?? '—'}</td>
                  <td>{tap.tagUid ? <code>{tap.tagUid}</code> : '—'}</td>
                </tr>
              ))}
            </DataTable>
            <Pager offset={offset} size={ITEM_TAPS_PAGE_SIZE} total={page.total} onChange={setOffset} />
          </>
        )}
      </ConsoleQuery>
    </div>
  );
}

function RegisterTags() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const create = useCreateTag(brandId);
  const importTags = useImportTags(brandId);
  const [uid, setUid] = useState('');
  const [serial, setSerial] = useState('');
  const [key, setKey] = useState('');
  const [problems, setProblems] = useState<{ uid?: string; serial?: string; key?: string }>({});
  const [done, setDone] = useState<string>();

  const addOne = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...chipProblems(uid, key, t),
      serial: serial.trim() ? undefined : t('console.tags.add.serialRequired'),
    };
    setProblems(found);
    setDone(undefined);
    if (found.uid || found.serial || found.key) return;
    create.mutate(
      { uid: uid.trim(), serial: serial.trim(), ...(key.trim() ? { fileReadKey: key.trim() } : {}) },
      {
        onSuccess: (tag) => {
          setDone(t('console.tags.add.added', { uid: tag.uid, name: tag.item?.name ?? serial.trim() }));
          setUid('');
          setSerial('');
          setKey('');
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="add-tags">
      <h2 id="add-tags">{t('console.tags.add.title')}</h2>
      <form className={styles.form} onSubmit={addOne} noValidate aria-labelledby="add-one-tag">
        <h3 id="add-one-tag" className={styles.subhead}>
          {t('console.tags.add.oneTitle')}
        </h3>
        <div className={styles.row}>
          <HexInput
            label={t('console.tags.add.uid')}
            hint={t('console.tags.add.uidHint')}
            value={uid}
            digits={14}
            onChange={setUid}
            error={problems.uid}
          />
          <TextInput
            label={t('console.tags.add.serial')}
            value={serial}
            maxLength={100}
            onChange={(event) => setSerial(event.target.value)}
            error={problems.serial}
          />
        </div>
        <HexInput
          label={t('console.tags.add.key')}
          hint={t('console.tags.add.keyHint')}
          value={key}
          digits={32}
          onChange={setKey}
          error={problems.key}
        />
        <ErrorLine error={create.error} />
        <div>
          <Button type="submit" loading={create.isPending}>
            {t('console.tags.add.submit')}
          </Button>
        </div>
      </form>
      <CsvImport
        help={t('console.tags.add.csvHelp')}
        example={CSV_EXAMPLE}
        exampleClassName={styles.csvExample}
        pending={importTags.isPending}
        error={importTags.error}
        onPick={() => setDone(undefined)}
        onFile={(csv, file) =>
          importTags.mutate(csv, {
            onSuccess: (result) => setDone(t('console.tags.add.imported', { count: result.imported, file })),
          })
        }
      />
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
    </section>
  );
}

function MasterKey() {
  const { t } = useTranslation();
  const { brandId, me } = useConsoleBrand();
  const formatDate = useFormatDate();
  const status = useQuery(tagMasterKeyQuery(brandId));
  const setKey = useSetTagMasterKey(brandId);
  const [how, setHow] = useState<'generate' | 'give'>('generate');
  const [given, setGiven] = useState('');
  const [problem, setProblem] = useState<string>();
  const [copied, setCopied] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (how === 'give' && !isKey(given)) {
      setProblem(t('console.tags.add.keyInvalid'));
      return;
    }
    setProblem(undefined);
    setCopied(false);
    setKey.mutate(how === 'give' ? given.trim() : undefined, { onSuccess: () => setGiven('') });
  };
  const failure = setKey.error;
  const code = errorCode(failure);
  const shownKey = setKey.data?.masterKey;

  return (
    <section className={styles.panel} aria-labelledby="tag-master-key">
      <h2 id="tag-master-key">{t('console.tags.masterKey.title')}</h2>
      <p className={styles.meta}>{t('console.tags.masterKey.lead')}</p>
      <ConsoleQuery query={status}>
        {(key) => (
          <>
            <p>
              {key.set && key.setAt
                ? t('console.tags.masterKey.setOn', { date: formatDate(key.setAt, 'dateTime') })
                : t('console.tags.masterKey.notSet')}{' '}
              {key.set && t('console.tags.masterKey.derived', { count: key.derivedTags })}
            </p>
            {key.demo && <p className={styles.meta}>{t('console.tags.masterKey.demo')}</p>}
            {shownKey && (
              <div role="status" className={styles.form}>
                <p className={styles.success}>{t('console.tags.masterKey.shownOnce')}</p>
                <p className={styles.secret}>{shownKey}</p>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void navigator.clipboard
                        ?.writeText(shownKey)
                        .then(() => setCopied(true))
                        .catch(() => undefined)
                    }
                  >
                    {t('console.items.copy')}
                  </Button>
                  {copied && <span className={styles.success}>{t('console.tags.template.copied')}</span>}
                </div>
              </div>
            )}
            {setKey.data && !shownKey && (
              <p className={styles.success} role="status">
                {t('console.tags.masterKey.done')}
              </p>
            )}
            {key.derivedTags > 0 || code === 'TAG_MASTER_KEY_IN_USE' ? (
              <p className={styles.meta}>{t('console.tags.masterKey.inUse')}</p>
            ) : me.passkeys === 0 || code === 'NO_PASSKEYS' ? (
              <div className={styles.form}>
                <p className={styles.meta}>{t('console.tags.masterKey.noPasskey')}</p>
                <Link className={styles.buttonLink} to={consoleHrefs.section(brandId, 'account')}>
                  {t('console.passkeys.add')}
                </Link>
              </div>
            ) : (
              <form className={styles.form} onSubmit={submit} noValidate>
                <fieldset className={styles.fieldset}>
                  <legend>{t('console.tags.masterKey.how')}</legend>
                  <label className={styles.radio}>
                    <input
                      type="radio"
                      name="master-key-how"
                      checked={how === 'generate'}
                      onChange={() => setHow('generate')}
                    />
                    {t('console.tags.masterKey.generate')}
                  </label>
                  <label className={styles.radio}>
                    <input
                      type="radio"
                      name="master-key-how"
                      checked={how === 'give'}
                      onChange={() => setHow('give')}
                    />
                    {t('console.tags.masterKey.give')}
                  </label>
                </fieldset>
                {how === 'give' && (
                  <TextInput
                    label={t('console.tags.masterKey.key')}
                    hint={t('console.tags.masterKey.keyHint')}
                    value={given}
                    maxLength={32}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => setGiven(event.target.value)}
                    error={problem}
                  />
                )}
                <p className={styles.meta}>{t('console.tags.masterKey.passkeyNote')}</p>
                <ErrorLine error={failure} />
                <div>
                  <Button type="submit" loading={setKey.isPending}>
                    {t('console.tags.masterKey.submit')}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </ConsoleQuery>
    </section>
  );
}
