// What each kind of history event looks like: its icon, and the lines of detail it carries.
import { formatPrice, repairStates as repairStateList, type RepairState } from '@heirloom/contract';
import type { TFunction } from '../../i18n';
import type { HistoryEvent, HistoryKind } from '../../api/items';
import type { IconName } from '../../ui';
import { shortHash } from '../../lib/format';

export const kindIcons: Record<HistoryKind, IconName> = {
  created: 'plus',
  minted: 'shield',
  received: 'send',
  sent: 'send',
  repair_opened: 'wrench',
  repair_updated: 'wrench',
  repair_closed: 'check',
  opposition_made: 'bell',
  opposition_withdrawn: 'check',
  image_added: 'image',
  purchased: 'check',
  returned: 'send',
  taken_into_stock: 'shield',
  entrusted: 'clock',
  care_ended: 'check',
  inherited: 'check',
};

const oppositionKinds = ['lost', 'stolen'] as const;
const isRepairState = (state: string): state is RepairState =>
  (repairStateList as readonly string[]).includes(state);

/** "Declared stolen" says more than "Declared lost or stolen" when the event knows which. */
export function eventTitle(event: HistoryEvent, t: TFunction): string {
  const kind = oppositionKinds.find((known) => known === event.details.kind);
  if (kind && event.kind === 'opposition_made') return t(`items.history.opposition.made.${kind}`);
  if (kind && event.kind === 'opposition_withdrawn') return t(`items.history.opposition.withdrawn.${kind}`);
  return t(`items.history.kind.${event.kind}`);
}

/** A repair's state in words; a state this app does not know yet is shown as the server wrote it. */
export function repairStateLabel(state: string, t: TFunction): string {
  return isRepairState(state) ? t(`items.repairState.${state}`) : state;
}

/** One line of an event's facts; `lang` when it is the brand's words in another language than the app's. */
export interface DetailLine {
  text: string;
  lang?: string;
}

/** The event's facts as short sentences; the counterparty arrives already masked from the server. */
export function eventDetails(event: HistoryEvent, t: TFunction): DetailLine[] {
  const { counterparty, store, title, titleLang, note, noteLang, record, state, amount, currency } =
    event.details;
  const lines: string[] = [];
  if (counterparty) {
    const from = event.kind === 'received' || event.kind === 'purchased';
    lines.push(t(from ? 'items.history.from' : 'items.history.to', { counterparty }));
  }
  if (amount && currency && Number.isFinite(Number(amount))) {
    const language = t('items.history.locale', { defaultValue: 'en-US' }).startsWith('fr') ? 'fr' : 'en';
    lines.push(t('items.history.price', { price: formatPrice(Number(amount), currency, language) }));
  }
  if (store) lines.push(t('items.history.store', { store }));
  if (state) lines.push(t('items.history.repairState', { state: repairStateLabel(state, t) }));
  if (record) lines.push(t('items.history.record', { hash: shortHash(record, 8, 6) }));
  const facts: DetailLine[] = lines.map((text) => ({ text }));
  // the owner's caption, in the language they wrote it in (the quotes around it are the reader's)
  if (title)
    facts.push({ text: t('items.history.photoTitle', { title }), ...(titleLang ? { lang: titleLang } : {}) });
  return note ? [...facts, { text: note, ...(noteLang ? { lang: noteLang } : {}) }] : facts;
}

/** Newest first, whatever order the pages came in. */
export function newestFirst(events: HistoryEvent[]): HistoryEvent[] {
  return [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
