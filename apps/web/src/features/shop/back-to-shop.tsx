// The way out of a shop screen with nothing (more) to show: back to the shop's collections.
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';

export function BackToShopLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.shop} viewTransition>
      {t('shop.backToShop')}
    </Link>
  );
}
