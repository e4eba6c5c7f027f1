// /shop/market?data=…: a brand's QR code or link opens one item on sale (signed in or not), then the same
// item screen; a link altered, expired or cut short says so clearly.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../lib/router';
import { errorMessage, httpStatus } from '../../api/errors';
import { marketLinkQuery } from '../../api/shop';
import { paths } from '../../config/paths';
import { BackLink } from '../../ui';
import { StateMessage } from '../../ui/state-message';
import { Screen } from '../../ui/screen';
import { BackToShopLink } from './back-to-shop';
import { ShopItemFailed, ShopItemLive, ShopItemLoading, ShopItemMissing } from './shop-item-screen';

/** Shorter than any sealed token: not worth asking the server about. */
const MIN_TOKEN_LENGTH = 20;

export function ShopMarketScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const data = params.get('data')?.trim() ?? '';
  const complete = data.length >= MIN_TOKEN_LENGTH;
  const opened = useQuery({ ...marketLinkQuery(data), enabled: complete });

  const broken = (text: string) => (
    <Screen>
      <BackLink fallbackTo={paths.shop} />
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('shop.market.invalidTitle')}
        text={text}
        action={<BackToShopLink />}
      />
    </Screen>
  );

  if (!complete) return broken(t('shop.market.missingText'));
  if (opened.isError && httpStatus(opened.error) === 404) return <ShopItemMissing />;
  // 400: altered, of another kind, or expired; the server says which, in the buyer's language
  if (opened.isError && httpStatus(opened.error) === 400) return broken(errorMessage(opened.error, t));
  if (opened.isError) return <ShopItemFailed query={opened} />;
  if (opened.isPending) return <ShopItemLoading status={t('shop.market.opening')} />;
  return <ShopItemLive id={opened.data.id} initial={opened.data} />;
}
