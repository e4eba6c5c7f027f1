// The item page's "Send" action: only for items that can move (minted, active, no opposition); disabled offline,
// `reasonId` naming the sentence that says why.
import { useTranslation } from '../../i18n/react';
import type { Item } from '../../api/items';
import { hrefs } from '../../config/paths';
import { canSend } from '../../lib/item-rules';
import { buttonClassName, Icon, OnlineLink } from '../../ui';

export function SendLink({ item, online, reasonId }: { item: Item; online: boolean; reasonId: string }) {
  const { t } = useTranslation();
  if (!canSend(item)) return null;
  return (
    <OnlineLink
      to={hrefs.itemSend(item.id)}
      online={online}
      reasonId={reasonId}
      className={buttonClassName()}
      data-variant="primary"
    >
      <Icon name="send" size={20} />
      <span>{t('transfers.send.action')}</span>
    </OnlineLink>
  );
}
