// One tag opened from its row: what it is in, its actions (what to write into its chip, replace it, unlink it) and
// its item's taps.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ITEM_TAPS_PAGE_SIZE,
  itemTapsQuery,
  useReplaceTag,
  useUnlinkTag,
  type ConsoleTag,
} from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, Modal } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { SubmitButton } from './console-controls';
import { QueryTable } from './console-page';
import { ErrorLine, Pager, SuccessLine } from './console-parts';
import { styles } from './console-styles';
import { chipProblems, KeyInput, tone, UidInput } from './tag-chip';
import { TemplateView } from './tag-template';

type Shown = 'template' | 'replace' | null;

export function TagPanel({
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
  const [shown, setShown] = useState<Shown>(null);
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
      <SuccessLine text={notice} />
      {linked && canChange && (
        <TagActions shown={shown} onShow={setShown} onUnlink={() => setUnlinking(true)} />
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

/** A linked tag's buttons: what to write into its chip and replacing it (each opened or closed), unlinking it. */
function TagActions({
  shown,
  onShow,
  onUnlink,
}: {
  shown: Shown;
  onShow: (shown: Shown) => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  const toggle = (part: Exclude<Shown, null>) => (
    <Button
      variant="secondary"
      aria-expanded={shown === part}
      onClick={() => onShow(shown === part ? null : part)}
    >
      {t(part === 'template' ? 'console.tags.tag.template' : 'console.tags.tag.replace')}
    </Button>
  );
  return (
    <div className={styles.actions}>
      {toggle('template')}
      {toggle('replace')}
      <Button variant="danger" onClick={onUnlink}>
        {t('console.tags.tag.unlink')}
      </Button>
    </div>
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
        <UidInput label={t('console.tags.replace.uid')} value={uid} onChange={setUid} error={problems.uid} />
        <KeyInput value={key} onChange={setKey} error={problems.key} />
      </div>
      <ErrorLine error={replace.error} />
      <SubmitButton label={t('console.tags.replace.submit')} busy={replace.isPending} />
    </form>
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
      <QueryTable
        query={taps}
        rows={(page) => page.items}
        empty={t('console.tags.taps.none')}
        label={t('console.tags.taps.title', { name: itemName })}
        columns={[
          t('console.tags.taps.time'),
          t('console.tags.taps.verdict'),
          t('console.tags.taps.counter'),
          t('console.tags.taps.uid'),
        ]}
        row={(tap) => (
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
        )}
        after={(page) => (
          <Pager offset={offset} size={ITEM_TAPS_PAGE_SIZE} total={page.total} onChange={setOffset} />
        )}
      />
    </div>
  );
}
