// /items/:id: the item's page (features/items) with the tabs other areas fill in: its photos, its history, and
// the brand's messages about it. Composed here so that no feature imports another.
import { fetchItemIdByPublicId } from '../api/items';
import { isMissing } from '../api/errors';
import { hrefs } from '../config/paths';
import { GalleryPreview } from '../features/gallery/gallery-preview';
import { HistoryTimeline } from '../features/history/history-timeline';
import { ItemScreen, type ItemPanels } from '../features/items/item-screen';
import { MessagesPanel } from '../features/messages/messages-panel';
import { redirect, type LoaderFunctionArgs } from '../lib/router';

const panels: ItemPanels = {
  Gallery: GalleryPreview,
  History: HistoryTimeline,
  BrandMessages: MessagesPanel,
};

export function ItemRoute() {
  return <ItemScreen panels={panels} />;
}

/**
 * The item's repair request as a link from outside names it (its linkset's gs1:serviceInfo, by public id): the
 * signed-in owner is taken to the item's own repair page; anyone who does not hold it, to the item's public page.
 * Kept in the item screen's chunk: a chunk of its own would split a module the sign-in screen shares into a file.
 */
export async function repairRequestLoader(args: LoaderFunctionArgs): Promise<Response> {
  const publicId = args.params.publicId ?? '';
  try {
    const { id } = await fetchItemIdByPublicId(publicId, args.request.signal);
    return redirect(hrefs.itemRepair(id));
  } catch (error) {
    if (isMissing(error)) return redirect(hrefs.verify(publicId));
    throw error;
  }
}
