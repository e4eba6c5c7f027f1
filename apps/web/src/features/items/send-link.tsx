// The item page's "Send" action: only for items that can move (minted, active, no opposition).
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import type { Item } from '../../api/items';
import { hrefs } from '../../config/paths';
import { canSend } from '../../lib/item-rules';
import { buttonClassName, Icon } from '../../ui';

export function SendLink({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (!canSend(item)) return null;
  return (
    <Link to={hrefs.itemSend(item.id)} viewTransition className={buttonClassName()} data-variant="primary">
      <Icon name="send" size={20} />
      <span>{t('transfers.send.action')}</span>
    </Link>
  );
}
