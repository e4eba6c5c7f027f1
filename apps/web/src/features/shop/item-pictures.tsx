// An item's pictures on sale: the chosen one large, the others as thumbnails to choose from.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ShopItem } from '../../api/shop';
import { Icon } from '../../ui';
import styles from './shop.module.css';

export function ItemPictures({ item }: { item: Pick<ShopItem, 'name' | 'pictures'> }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState(0);
  const pictures = item.pictures.filter((picture) => !failed.includes(picture.url));
  const shown = pictures[Math.min(chosen, pictures.length - 1)];
  const name = (index: number) =>
    t('shop.item.picture', { name: item.name, index: index + 1, count: pictures.length });

  if (!shown) {
    return (
      <div className={styles.pictureFrame}>
        <Icon name="image" size={48} label={t('shop.item.noPicture')} />
      </div>
    );
  }
  return (
    <div className={styles.pictures}>
      <div className={styles.pictureFrame}>
        <img
          src={shown.url}
          alt={name(pictures.indexOf(shown))}
          // the screen's largest paint: asked for first
          fetchPriority="high"
          decoding="async"
          onError={() => setFailed((list) => [...list, shown.url])}
        />
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbnails} aria-label={t('shop.item.pictures', { name: item.name })}>
          {pictures.map((picture, index) => (
            <li key={picture.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={picture === shown}
                aria-label={name(index)}
                onClick={() => setChosen(index)}
              >
                <img src={picture.thumbnailUrl} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
