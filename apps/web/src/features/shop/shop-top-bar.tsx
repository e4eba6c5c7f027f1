// The shop's top bar: the way back (or the brand's mark on the shop's front page) and the language, which a
// guest arriving from a QR code may need first.
import type { ReactNode } from 'react';
import { useSignedIn } from '../../api/token-store';
import { LanguageSwitch } from '../../ui/language-switch';
import { BrandMark } from '../../ui/brand-mark';
import styles from './shop.module.css';

export function ShopTopBar({ back }: { back?: ReactNode }) {
  const signedIn = useSignedIn();
  return (
    <div className={styles.topBar}>
      <div className={styles.topBarStart}>{back ?? <BrandMark />}</div>
      <div className={styles.topBarEnd}>
        <LanguageSwitch saveToAccount={signedIn} />
      </div>
    </div>
  );
}
