// /items/:id/opposition: declare the item lost or stolen, or withdraw the declaration; then back to the item,
// whose banner says where it stands.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate, useParams } from '../../lib/router';
import { itemQuery, type Item } from '../../api/items';
import { hrefs } from '../../config/paths';
import { BackLink } from '../../ui';
import { usePageTitle } from '../../lib/use-page-title';
import { StateMessage } from '../../ui/state-message';
import { DeclareForm, WithdrawForm } from './opposition-forms';
import { canDeclareOpposition } from '../../lib/item-rules';
import { Screen } from '../../ui/screen';
import { ItemLoadScreen } from '../../ui/item-load-screen';

export function OppositionScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useQuery(itemQuery(id));
  usePageTitle(
    item.data?.opposition.active
      ? t('aftersales.opposition.withdrawTitle')
      : t('aftersales.opposition.declareTitle'),
  );

  if (!item.isSuccess) {
    return (
      <ItemLoadScreen
        queries={[item]}
        back={<BackLink to={hrefs.item(id)} />}
        errorTitle={t('aftersales.opposition.loadErrorTitle')}
        gap={5}
      />
    );
  }
  return <OppositionPage item={item.data} />;
}

function OppositionPage({ item }: { item: Item }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the item page's banner tells the outcome; going back should not land on this form again
  const done = () => void navigate(hrefs.item(item.id), { replace: true, viewTransition: true });

  return (
    <Screen theme={item.brand.theme} gap={5}>
      <BackLink to={hrefs.item(item.id)} />
      {item.opposition.active ? (
        <WithdrawForm item={item} onDone={done} />
      ) : canDeclareOpposition(item) ? (
        <DeclareForm item={item} onDone={done} />
      ) : (
        <StateMessage
          headingLevel={1}
          icon="bell"
          title={t('aftersales.opposition.cannotTitle')}
          text={
            item.status === 'in_repair'
              ? t('aftersales.opposition.cannotRepair')
              : t('aftersales.opposition.cannotBusy')
          }
          action={
            item.status === 'in_repair' ? (
              <Link to={hrefs.itemRepair(item.id)} viewTransition>
                {t('items.actions.repairOpen')}
              </Link>
            ) : (
              <Link to={hrefs.item(item.id)} viewTransition>
                {t('aftersales.tracking.backToItem')}
              </Link>
            )
          }
        />
      )}
    </Screen>
  );
}
