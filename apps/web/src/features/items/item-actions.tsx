// What the owner can do with an item from its page: send it, entrust it to someone for a while, ask for a repair (or
// follow the one under way), declare it lost or stolen (or withdraw that). Each is offered only when it makes sense
// (in someone's care, sending and declaring wait: ./item-care.tsx says so); offline, each is disabled and says it
// needs a connection (decision 038).
import { useTranslation } from '../../i18n/react';
import type { Item } from '../../api/items';
import { hrefs } from '../../config/paths';
import { useOnline } from '../../lib/online';
import { Icon, NeedsNetwork, OnlineLink } from '../../ui';
import { useBrandSettings } from '../../api/clients';
import { canDeclareOpposition, canEntrust, canRequestRepair } from '../../lib/item-rules';
import { SendLink } from './send-link';
import styles from './item-actions.module.css';

export function ItemActions({ item }: { item: Item }) {
  const { t } = useTranslation();
  // a brand can switch repairs off (client settings); one under way is still followed
  const repairsOn = useBrandSettings()?.features.repairs !== false;
  const inRepair = item.status === 'in_repair';
  const showRepair = inRepair || (repairsOn && canRequestRepair(item));
  const showOpposition = item.opposition.active || canDeclareOpposition(item);
  const online = useOnline();
  const reasonId = 'item-actions-offline';

  return (
    <div className={styles.actions} role="group" aria-label={t('items.actions.label')}>
      <NeedsNetwork id={reasonId} online={online} />
      <SendLink item={item} online={online} reasonId={reasonId} />
      {canEntrust(item) && (
        <OnlineLink
          to={hrefs.itemEntrust(item.id)}
          online={online}
          reasonId={reasonId}
          className={styles.action}
        >
          <Icon name="clock" size={20} />
          <span>{t('heirsCare.entrust.action')}</span>
        </OnlineLink>
      )}
      {showRepair && (
        <OnlineLink
          to={hrefs.itemRepair(item.id)}
          online={online}
          reasonId={reasonId}
          className={styles.action}
        >
          <Icon name="wrench" size={20} />
          <span>{inRepair ? t('items.actions.repairOpen') : t('items.actions.repair')}</span>
        </OnlineLink>
      )}
      {showOpposition && (
        <OnlineLink
          to={hrefs.itemOpposition(item.id)}
          online={online}
          reasonId={reasonId}
          className={styles.action}
          data-tone={item.opposition.active ? undefined : 'danger'}
        >
          <Icon name={item.opposition.active ? 'check' : 'bell'} size={20} />
          <span>{item.opposition.active ? t('items.actions.withdraw') : t('items.actions.declare')}</span>
        </OnlineLink>
      )}
    </div>
  );
}
