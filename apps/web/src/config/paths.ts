// The web app's routes, in one table (ARCHITECTURE §7), and the addresses of one collection or item.
export const paths = {
  login: '/login',
  home: '/',
  collection: '/collections/:id',
  item: '/items/:id',
  itemGallery: '/items/:id/gallery',
} as const;

const at = (id: string) => encodeURIComponent(id);

/** Links to one thing: `hrefs.item(id)` → "/items/<id>". */
export const hrefs = {
  collection: (id: string) => `/collections/${at(id)}`,
  item: (id: string) => `/items/${at(id)}`,
  itemGallery: (id: string) => `/items/${at(id)}/gallery`,
};
