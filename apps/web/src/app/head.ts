// What a server-rendered page says about itself in its <head>: its title and description, and the Open Graph and
// Twitter card tags that make a link shared in a messaging app show the item, its picture and its brand.
import type { QueryClient } from '@tanstack/react-query';
import type { PublicItem } from '../api/protection';
import { publicItemOfPage } from '../api/protection';
import type { ShopItem } from '../api/shop';
import { itemForSaleQuery } from '../api/shop';
import { paths } from '../config/paths';
import { formatPrice } from '../features/shop/format-price';
import type { TextStore } from '../i18n/texts';
import type { Params } from '../lib/router';

export interface Head {
  title: string;
  description: string;
  /** The link previews' picture: its absolute address, what it shows, and its size when it is known. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** og:type: a page about one thing (`product`) or a website's page. */
  type: 'website' | 'product';
}

/** Link previews want short descriptions: at most 200 characters, cut at a word. */
function short(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;

/** The app's emblem (public/icon-512.png): the picture of a page about no one item. */
const siteImage = (texts: TextStore, origin: string): Head['image'] => ({
  url: absolute('/icon-512.png', origin),
  alt: texts.t('meta.siteImageAlt'),
  width: 512,
  height: 512,
});

export function headOf(
  path: string,
  params: Params,
  queryClient: QueryClient,
  texts: TextStore,
  origin: string,
): Head {
  const { t, language } = texts;
  if (path === paths.verify || path === paths.digitalLink) {
    const item = queryClient.getQueryData<PublicItem>(publicItemOfPage(params).queryKey);
    if (item) {
      const values = { name: item.name, brand: item.brand.name, collection: item.collection.name };
      const picture = item.images[0];
      return {
        title: t('meta.verify', values),
        description: short(`${t('meta.verifyDescription', values)} ${item.description}`),
        image: picture
          ? {
              url: absolute(picture.url, origin),
              alt: picture.title || item.name,
              width: picture.width,
              height: picture.height,
            }
          : siteImage(texts, origin),
        type: 'product',
      };
    }
  }
  if (path === paths.shopItem) {
    const item = queryClient.getQueryData<ShopItem>(itemForSaleQuery(params.id ?? '').queryKey);
    if (item) {
      const values = {
        name: item.name,
        brand: item.brand.name,
        collection: item.nftCollection.name,
        price: formatPrice(item.price, language),
      };
      const picture = item.pictures[0];
      return {
        title: t('meta.shopItem', values),
        description: short(t('meta.shopItemDescription', values)),
        image: picture
          ? { url: absolute(picture.url, origin), alt: picture.title || item.name }
          : siteImage(texts, origin),
        type: 'product',
      };
    }
  }
  if (path === paths.home) {
    // the signed-in owner's home (decision 042): a private page, named as the screen names itself
    return {
      title: t('home.title'),
      description: t('home.subtitle'),
      image: siteImage(texts, origin),
      type: 'website',
    };
  }
  if (path === paths.shop || path === paths.shopItem) {
    return {
      title: t('meta.shop'),
      description: t('meta.shopDescription'),
      image: siteImage(texts, origin),
      type: 'website',
    };
  }
  return {
    title: t('meta.signIn'),
    description: t('meta.signInDescription'),
    image: siteImage(texts, origin),
    type: 'website',
  };
}
