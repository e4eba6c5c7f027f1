// The guest purchase's two calls: the SMS code to the phone that receives the item, and the hosted card page.
import { type ErrorCode, LOGIN_CODE_LENGTH } from '@heirloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorCode, resendWaitSeconds } from '../../api/errors';
import { requestGuestCode, startCheckoutSession, type GuestProof, type ShopItem } from '../../api/shop';
import { isLanguage } from '../../i18n';
import { useCountdown } from '../../lib/use-countdown';
import { saveCheckout } from './guest-checkout-store';
import { openHostedCheckout } from './hosted-checkout';

/** The server closed the order this key named (expired, paid, someone else's): a new key, once. */
const NEEDS_NEW_KEY = new Set<ErrorCode | undefined>(['ORDER_CLOSED', 'EXTERNAL_ID_REUSED']);

/** Sends the code (and says the receipt's e-mail address); `toCodeStep` once there is a code to type. */
export function useGuestCode(email: string, toCodeStep: () => void) {
  const { i18n } = useTranslation();
  const [codeLength, setCodeLength] = useState(LOGIN_CODE_LENGTH);
  const [resendIn, startResendCountdown] = useCountdown();
  const sendCode = useMutation({
    mutationFn: (to: string) => requestGuestCode(to, isLanguage(i18n.language) ? i18n.language : 'en', email),
    onSuccess: (sent) => {
      setCodeLength(sent.codeLength);
      startResendCountdown(sent.resendAfterSeconds);
      toCodeStep();
    },
    onError: (error) => {
      // a code sent a moment ago is still good: go and type it, the new one can wait
      const wait = resendWaitSeconds(error);
      if (wait > 0) {
        startResendCountdown(wait);
        toCodeStep();
      }
    },
  });
  return { sendCode, codeLength, resendIn };
}

/** Opens the hosted card page for the item; a retry reuses the order's key unless the server closed it. */
export function useGuestPayment(item: ShopItem, onLeave: () => void) {
  return useMutation({
    mutationFn: async (to: { phone: string } & GuestProof) => {
      const open = async (fresh: boolean) => {
        const record = saveCheckout(item.id, to, Date.now(), fresh);
        return startCheckoutSession({
          productId: item.id,
          address: to.address,
          guestPass: to.guestPass,
          externalId: record.externalId,
        });
      };
      const url = await open(false).catch((error: unknown) => {
        if (NEEDS_NEW_KEY.has(errorCode(error))) return open(true);
        throw error;
      });
      openHostedCheckout(url);
    },
    onMutate: onLeave,
  });
}
