// Mini NFT card (docs/product.md "Widgets"): picture, name, collection and one action button for lists.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Button, type ButtonVariant } from './button';
import { cx } from './class-names';
import styles from './mini-nft-card.module.css';
import { NftImage } from './nft-image';
import type { NftCardItem } from './nft-item';

export interface MiniNftCardProps {
  item: NftCardItem;
  buttonText: string;
  onButtonClick: () => void;
  buttonVariant?: ButtonVariant;
  buttonDisabled?: boolean;
  /** Shown instead of the name while the certificate is minted. */
  mintText?: string;
  headingLevel?: 2 | 3 | 4;
  /** A small mark over the picture's corner (e.g. unread messages); placed over it, it never moves the row. */
  badge?: ReactNode;
  /** A short line under the collection (e.g. "In someone's care until …"). */
  note?: ReactNode;
  className?: string;
}

export function MiniNftCard({
  item,
  buttonText,
  onButtonClick,
  buttonVariant = 'secondary',
  buttonDisabled = false,
  mintText,
  headingLevel = 3,
  badge,
  note,
  className,
}: MiniNftCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId}>
      <NftImage item={item} size="small" />
      {badge && <span className={styles.badge}>{badge}</span>}
      <div className={styles.text}>
        <Heading id={titleId} className={styles.name}>
          {item.isToMint ? (mintText ?? t('ui.nft.minting')) : item.name}
        </Heading>
        <p className={styles.collection}>{item.nftCollection.name}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
      {/* described by the item's name: a list holds many buttons with the same text */}
      <Button
        variant={buttonVariant}
        disabled={buttonDisabled}
        onClick={onButtonClick}
        aria-describedby={titleId}
        className={styles.button}
      >
        {buttonText}
      </Button>
    </article>
  );
}
