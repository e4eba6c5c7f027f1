// "Item not found": the address is wrong, or the item is not (or no longer) the owner's.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { BackLink } from './back-link';
import { Screen } from './screen';
import { StateMessage } from './state-message';

export function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <Screen>
      <BackLink fallbackTo={paths.home} />
      <StateMessage
        headingLevel={1}
        icon="search"
        title={t('items.item.notFoundTitle')}
        text={t('items.item.notFoundText')}
        action={
          <Link to={paths.home} viewTransition>
            {t('items.common.backHome')}
          </Link>
        }
      />
    </Screen>
  );
}
