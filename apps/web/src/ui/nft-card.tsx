// Full NFT card (docs/product.md "Widgets", "States"): picture, title, subtitle, details section; while minting, hourglass and mint text.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import { Dropdown } from './dropdown';
import styles from './nft-card.module.css';
import { NftImage } from './nft-image';
import type { NftCardItem } from './nft-item';

export interface NftCardDetails {
  text: ReactNode;
  /** "Details" by default. */
  title?: string;
  defaultOpen?: boolean;
}

export interface NftCardProps {
  item: NftCardItem;
  /** The item's name by default. */
  title?: string;
  /** The collection's name by default. */
  subtitle?: string;
  details?: NftCardDetails;
  /** Shown instead of the name while the certificate is minted. */
  mintText?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

export function NftCard({
  item,
  title,
  subtitle,
  details,
  mintText,
  headingLevel = 2,
  className,
}: NftCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const minting = item.isToMint;

  return (
    <article
      className={cx(styles.card, className)}
      aria-labelledby={titleId}
      data-minting={minting || undefined}
    >
      <NftImage item={item} size="large" />
      <div className={styles.text}>
        <Heading id={titleId} className={styles.title}>
          {minting ? (mintText ?? t('ui.nft.minting')) : (title ?? item.name)}
        </Heading>
        <p className={styles.subtitle}>{subtitle ?? item.nftCollection.name}</p>
      </div>
      {details && (
        <Dropdown
          // a fresh section when minting ends, so that its default-open flag applies then
          key={String(minting)}
          title={details.title ?? t('ui.nft.details')}
          defaultOpen={!minting && details.defaultOpen}
          disabled={minting}
          headingLevel={headingLevel === 2 ? 3 : 4}
        >
          {details.text}
        </Dropdown>
      )}
    </article>
  );
}
