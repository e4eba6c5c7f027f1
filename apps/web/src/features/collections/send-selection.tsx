// Multi-select on the collection page: pick several sendable items, then open one send flow for all.
import { MAX_ITEMS_PER_TRANSFER, type Item } from '@heirloom/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from '../../lib/router';
import { hrefs } from '../../config/paths';
import { Button, Checkbox } from '../../ui';
import { canSend } from '../../lib/item-rules';
import styles from './collection-screen.module.css';

export function useSendSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) =>
      on
        ? ids.includes(id) || ids.length >= MAX_ITEMS_PER_TRANSFER
          ? ids
          : [...ids, id]
        : ids.filter((x) => x !== id),
    );
  const stop = () => {
    setSelecting(false);
    setSelected([]);
  };
  return { selecting, selected, start: () => setSelecting(true), stop, toggle };
}

export type Selection = ReturnType<typeof useSendSelection>;

export function SelectToggle({ selection, items }: { selection: Selection; items: Item[] }) {
  const { t } = useTranslation();
  if (!items.some(canSend)) return null;
  return selection.selecting ? (
    <Button variant="ghost" onClick={selection.stop}>
      {t('items.collection.selectCancel')}
    </Button>
  ) : (
    <Button variant="ghost" onClick={selection.start}>
      {t('items.collection.selectToSend')}
    </Button>
  );
}

export function SelectItem({ selection, item }: { selection: Selection; item: Item }) {
  const { t } = useTranslation();
  if (!selection.selecting) return null;
  const sendable = canSend(item);
  return (
    <Checkbox
      shape="round"
      label={
        sendable
          ? t('items.collection.selectItem', { name: item.name })
          : t('items.collection.notSendable', { name: item.name })
      }
      checked={selection.selected.includes(item.id)}
      disabled={!sendable}
      onChange={(checked) => selection.toggle(item.id, checked)}
    />
  );
}

export function SendSelectedBar({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [first, ...others] = selection.selected;
  if (!selection.selecting) return null;
  return (
    <div className={styles.selectionBar} role="region" aria-label={t('items.collection.selectionLabel')}>
      <Button
        variant="primary"
        fullWidth
        disabled={!first}
        onClick={() => first && void navigate(hrefs.itemSend(first, others), { viewTransition: true })}
      >
        {t('items.collection.sendSelected', { count: selection.selected.length })}
      </Button>
    </div>
  );
}
