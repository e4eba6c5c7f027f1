// The writing brand's logo, or its initial when it has none (or the logo fails): decorative, the name is next to it.
import { useState } from 'react';
import type { Message } from '../../api/messages';
import { cx } from '../../ui/class-names';
import styles from './messages.module.css';

export function BrandLogo({ brand, className }: { brand: Message['brand']; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (brand.logoUrl && !failed) {
    return (
      <img
        src={brand.logoUrl}
        alt=""
        width={24}
        height={24}
        className={cx(styles.logo, className)}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={cx(styles.logo, styles.initial, className)} aria-hidden="true">
      {brand.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
