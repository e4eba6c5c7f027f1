// "Item not found": the address is wrong, or the item is not (or no longer) the owner's.
import { useTranslation } from '../i18n/react';
import { paths } from '../config/paths';
import { BackLink } from './back-link';
import { NotFoundScreen } from './not-found-screen';

export function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundScreen
      back={<BackLink fallbackTo={paths.home} />}
      icon="search"
      title={t('items.item.notFoundTitle')}
      text={t('items.item.notFoundText')}
      to={paths.home}
      linkText={t('items.common.backHome')}
    />
  );
}
