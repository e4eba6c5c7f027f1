// /items/:id/repair/:repairId: one repair of the item, open or closed, followed step by step.
import '../../i18n/aftersales';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { itemQuery } from '../../api/items';
import { hrefs } from '../../config/paths';
import { BackLink } from '../../ui';
import { BrandScope } from '../brand/brand-scope';
import { usePageTitle } from '../brand/use-page-title';
import { ItemNotFound } from '../items/item-not-found';
import { ItemSkeleton } from '../items/item-skeleton';
import { isMissing } from '../items/shared/http-status';
import { LoadError } from '../items/shared/state-message';
import { RepairTracking } from './repair-tracking';
import styles from './repairs.module.css';

export function RepairTrackingScreen() {
  const { t } = useTranslation();
  const { id = '', repairId = '' } = useParams();
  const item = useQuery(itemQuery(id));
  usePageTitle(t('aftersales.tracking.title'));

  if (item.isError && isMissing(item.error)) return <ItemNotFound />;
  if (item.isError) {
    return (
      <div className={styles.screen}>
        <BackLink fallbackTo={hrefs.item(id)} />
        <LoadError
          headingLevel={1}
          title={t('aftersales.tracking.errorTitle')}
          error={item.error}
          onRetry={() => void item.refetch()}
          retrying={item.isFetching}
        />
      </div>
    );
  }
  if (item.isPending) {
    return (
      <div className={styles.screen}>
        <BackLink fallbackTo={hrefs.item(id)} />
        <ItemSkeleton />
      </div>
    );
  }
  return (
    <BrandScope theme={item.data.brand.theme} className={styles.screen}>
      <BackLink fallbackTo={hrefs.item(id)} />
      <RepairTracking key={repairId} item={item.data} repairId={repairId} />
      <Link to={hrefs.itemRepair(id)} viewTransition className={styles.textLink}>
        {t('aftersales.tracking.allRepairs')}
      </Link>
    </BrandScope>
  );
}
