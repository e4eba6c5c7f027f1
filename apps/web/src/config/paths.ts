// The web app's routes, in one table (ARCHITECTURE §7), and the addresses of one collection or item.
export const paths = {
  login: '/login',
  home: '/',
  collection: '/collections/:id',
  item: '/items/:id',
  itemGallery: '/items/:id/gallery',
  itemSend: '/items/:id/send',
  activity: '/activity',
} as const;

const at = (id: string) => encodeURIComponent(id);

/** Links to one thing: `hrefs.item(id)` → "/items/<id>". */
export const hrefs = {
  collection: (id: string) => `/collections/${at(id)}`,
  item: (id: string) => `/items/${at(id)}`,
  itemGallery: (id: string) => `/items/${at(id)}/gallery`,
  /** The send flow, for this item and possibly others picked with it. */
  itemSend: (id: string, ids: readonly string[] = []) => {
    const others = ids.filter((other) => other !== id);
    const query = others.length > 0 ? `?ids=${[id, ...others].map(at).join(',')}` : '';
    return `/items/${at(id)}/send${query}`;
  },
};
