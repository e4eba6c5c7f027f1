// The brand's tags, searched by UID or serial number: each with its item, whether it is still linked, its last
// genuine read and counter, and where its keys come from; a tag opened from its row shows its panel under the list.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TAGS_PAGE_SIZE, tagsQuery, type ConsoleTag } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button } from '../../ui';
import { SearchField, useSearchedPages } from './console-controls';
import { useConsoleBrand } from './console-layout';
import { Panel, QueryTable } from './console-page';
import { Pager } from './console-parts';
import { styles } from './console-styles';
import { TagPanel } from './tag-panel';

/** An item in a table's cell: its name, its serial number under it. */
export function ItemNamed({ item }: { item: { name: string; serialNumber: string } }) {
  return (
    <>
      {item.name}
      <br />
      <span className={styles.meta}>{item.serialNumber}</span>
    </>
  );
}

export function TagList() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const { offset, setOffset, search, searched, onSearch } = useSearchedPages();
  const tags = useQuery(tagsQuery(brandId, offset, searched));
  // the tag opened from its row, and what was last done to it (a replaced tag opens its successor)
  const [opened, setOpened] = useState<{ tag: ConsoleTag; notice?: string } | null>(null);
  const openId = opened?.tag.id;
  return (
    <>
      <Panel
        id="tags-list"
        title={t('console.tags.list.title', { count: tags.data?.total ?? 0 })}
        aside={
          <SearchField
            label={t('console.tags.list.search')}
            value={search}
            maxLength={100}
            onSearch={onSearch}
          />
        }
      >
        <QueryTable
          query={tags}
          rows={(page) => page.items}
          empty={searched ? t('console.tags.list.noMatch') : t('console.tags.list.none')}
          columns={[
            t('console.tags.list.uid'),
            t('console.tags.list.item'),
            t('console.tags.list.state'),
            t('console.tags.list.lastRead'),
            t('console.tags.list.lastCounter'),
            t('console.tags.list.keys'),
          ]}
          row={(tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              open={openId === tag.id}
              onToggle={() => setOpened(openId === tag.id ? null : { tag })}
            />
          )}
          after={(page) => (
            <Pager offset={offset} size={TAGS_PAGE_SIZE} total={page.total} onChange={setOffset} />
          )}
        />
      </Panel>
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

function TagRow({ tag, open, onToggle }: { tag: ConsoleTag; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <tr aria-current={open ? 'true' : undefined}>
      <th scope="row">
        <code>{tag.uid}</code>
        <div>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? 'tag-panel' : undefined}
            onClick={onToggle}
          >
            {t('console.tags.list.manage')}{' '}
            <span className="visually-hidden">{t('console.tags.list.manageTag', { uid: tag.uid })}</span>
          </Button>
        </div>
      </th>
      <td>{tag.item ? <ItemNamed item={tag.item} /> : '—'}</td>
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
        {tag.lastGenuineTapAt ? formatDate(tag.lastGenuineTapAt, 'dateTime') : t('console.tags.list.never')}
      </td>
      <td>{tag.lastCounter ?? '—'}</td>
      <td className={styles.meta}>
        {t(tag.keys === 'derived' ? 'console.tags.list.derived' : 'console.tags.list.given')}
      </td>
    </tr>
  );
}
