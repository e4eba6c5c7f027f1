// Picture of an NFT item: public image, else private; the hourglass while the certificate is minted (docs/product.md "States").
import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import { Hourglass, type HourglassSize } from './hourglass';
import { Icon } from './icon';
import styles from './nft-image.module.css';
import { imageSources, type NftCardItem } from './nft-item';

export interface NftImageProps {
  item: NftCardItem;
  size: 'small' | 'large';
  className?: string;
}

const HOURGLASS_SIZE: Record<NftImageProps['size'], HourglassSize> = { small: 'small', large: 'large' };

export function NftImage({ item, size, className }: NftImageProps) {
  const { t } = useTranslation();
  // an address that failed to load (expired signed URL, missing file) moves on to the next one
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = imageSources(item).find((url) => !failed.includes(url));
  const frame = cx(styles.frame, className);

  if (item.isToMint) {
    return (
      <div className={frame} data-size={size}>
        <Hourglass size={HOURGLASS_SIZE[size]} />
      </div>
    );
  }
  if (!src) {
    return (
      <div className={frame} data-size={size}>
        <Icon name="image" size={size === 'large' ? 48 : 24} label={t('ui.nft.noImage')} />
      </div>
    );
  }
  return (
    <div className={frame} data-size={size}>
      <img
        className={styles.image}
        src={src}
        alt={t('ui.nft.imageAlt', { name: item.name })}
        loading="lazy"
        decoding="async"
        onError={() => setFailed((list) => [...list, src])}
      />
    </div>
  );
}
