// /items/:id/repair/:repairId: one repair of the item, open or closed, followed step by step.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from '../../lib/router';
import { itemQuery } from '../../api/items';
import { hrefs } from '../../config/paths';
import { BackLink } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { RepairTracking } from './repair-tracking';
import { Screen } from '../../ui/screen';
import styles from './repairs.module.css';
import { ItemLoadScreen } from '../../ui/item-load-screen';

export function RepairTrackingScreen() {
  const { t } = useTranslation();
  const { id = '', repairId = '' } = useParams();
  const item = useQuery(itemQuery(id));
  usePageTitle(t('aftersales.tracking.title'));

  if (!item.isSuccess) {
    return (
      <ItemLoadScreen
        queries={[item]}
        back={<BackLink fallbackTo={hrefs.item(id)} />}
        errorTitle={t('aftersales.tracking.errorTitle')}
        gap={5}
      />
    );
  }
  return (
    <Screen theme={item.data.brand.theme} gap={5}>
      <BackLink fallbackTo={hrefs.item(id)} />
      <RepairTracking key={repairId} item={item.data} repairId={repairId} />
      <Link to={hrefs.itemRepair(id)} viewTransition className={styles.textLink}>
        {t('aftersales.tracking.allRepairs')}
      </Link>
    </Screen>
  );
}
