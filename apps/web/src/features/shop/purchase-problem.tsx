// Why a reservation or payment was refused, in the server's words (the buyer's language), and what to do next:
// another piece when this one is gone or held, the shop when the buyer holds too many, or simply try again.
import type { ErrorCode } from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { errorCode, errorMessage } from '../../api/errors';
import { hrefs, paths } from '../../config/paths';
import { Button } from '../../ui';
import styles from './purchase.module.css';

/** This piece is not (or no longer) to be had: other pieces of the collection may be. */
const ELSEWHERE = new Set<ErrorCode>([
  'ITEM_SOLD',
  'ITEM_NOT_FOR_SALE',
  'SOLD_OUT',
  'ITEM_HELD',
  'ITEM_UNDER_OPPOSITION',
  'ITEM_RESERVED',
]);

export interface PurchaseProblemProps {
  error: unknown;
  collectionId: string;
  /** Offered for a refusal that may pass (held by someone else, a lost connection, a busy server). */
  onRetry?: () => void;
  retrying?: boolean;
  /** What was being done, said before the reason ("This piece could not be reserved."). */
  lead?: string;
}

export function PurchaseProblem({
  error,
  collectionId,
  onRetry,
  retrying = false,
  lead,
}: PurchaseProblemProps) {
  const { t } = useTranslation();
  const code = errorCode(error);
  const gone = code !== undefined && ELSEWHERE.has(code) && code !== 'ITEM_HELD';
  const retry = onRetry && !gone && code !== 'TOO_MANY_RESERVATIONS';

  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemText}>
        {lead && <strong>{lead} </strong>}
        {errorMessage(error, t)}
      </p>
      <div className={styles.problemActions}>
        {retry && (
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {t('shop.hold.tryAgain')}
          </Button>
        )}
        {code !== undefined && ELSEWHERE.has(code) && (
          <Link to={hrefs.shopCollection(collectionId)} viewTransition className={styles.textLink}>
            {t('shop.item.otherPieces')}
          </Link>
        )}
        {code === 'TOO_MANY_RESERVATIONS' && (
          <Link to={paths.shop} viewTransition className={styles.textLink}>
            {t('shop.backToShop')}
          </Link>
        )}
      </div>
    </div>
  );
}
