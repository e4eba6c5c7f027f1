// /items/:id: the item's page (features/items) with the tabs other areas fill in: its photos, its history, and
// the brand's messages about it. Composed here so that no feature imports another.
import { GalleryPreview } from '../features/gallery/gallery-preview';
import { HistoryTimeline } from '../features/history/history-timeline';
import { ItemScreen, type ItemPanels } from '../features/items/item-screen';
import { MessagesPanel } from '../features/messages/messages-panel';

const panels: ItemPanels = {
  Gallery: GalleryPreview,
  History: HistoryTimeline,
  BrandMessages: MessagesPanel,
};

export function ItemRoute() {
  return <ItemScreen panels={panels} />;
}
