// The guest purchase (no session): the phone that receives the item → its SMS code → that phone's address →
// the hosted card page. A retry, or coming back from that page, reuses the same order (its key is kept).
import { type ErrorCode, LOGIN_CODE_LENGTH } from '@heirloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorCode } from '../../api/errors';
import { requestGuestCode, startCheckoutSession, type GuestProof, type ShopItem } from '../../api/shop';
import { isLanguage } from '../../i18n';
import { Button } from '../../ui';
import { useCountdown } from '../../lib/use-countdown';
import { GuestCodeStep } from './guest-code-step';
import { resumableCheckout, saveCheckout } from './guest-checkout-store';
import { GuestContactStep } from './guest-contact-step';
import { openHostedCheckout } from './hosted-checkout';
import { PurchaseProblem } from './purchase-problem';
import { SignInHint } from './sign-in-hint';
import styles from './purchase.module.css';
import { useStepFocus } from '../../ui/use-step-focus';

type Step = 'start' | 'contact' | 'code' | 'leaving';
/** The server closed the order this key named (expired, paid, someone else's): a new key, once. */
const NEEDS_NEW_KEY = new Set<ErrorCode | undefined>(['ORDER_CLOSED', 'EXTERNAL_ID_REUSED']);

function retryAfterOf(error: unknown): number {
  const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  return Number(headers?.['retry-after'] ?? 0);
}

export function GuestCheckout({ item }: { item: ShopItem }) {
  const { t, i18n } = useTranslation();
  const [resumable] = useState(() => resumableCheckout(item.id, Date.now()));
  const [step, setStep] = useState<Step>('start');
  const [phone, setPhone] = useState(resumable?.phone);
  const [email, setEmail] = useState('');
  const [proof, setProof] = useState(
    resumable?.address && resumable.guestPass
      ? { address: resumable.address, guestPass: resumable.guestPass }
      : undefined,
  );
  const [codeLength, setCodeLength] = useState(LOGIN_CODE_LENGTH);
  const [resendIn, startResendCountdown] = useCountdown();
  const container = useStepFocus<HTMLDivElement>(step);

  const sendCode = useMutation({
    mutationFn: (to: string) => requestGuestCode(to, isLanguage(i18n.language) ? i18n.language : 'en', email),
    onSuccess: (sent) => {
      setCodeLength(sent.codeLength);
      startResendCountdown(sent.resendAfterSeconds);
      setStep('code');
    },
    onError: (error) => {
      // a code sent a moment ago is still good: go and type it, the new one can wait
      const wait = retryAfterOf(error);
      if (errorCode(error) === 'RESEND_TOO_SOON' && wait > 0) {
        startResendCountdown(wait);
        setStep('code');
      }
    },
  });

  const checkout = useMutation({
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
    onMutate: () => setStep('leaving'),
  });
  const goPay = () => phone && proof && checkout.mutate({ phone, ...proof });

  return (
    <div ref={container} className={styles.purchase}>
      {step === 'start' && (
        <div className={styles.panel}>
          <p className={styles.hint}>{t('shop.guest.intro')}</p>
          {resumable && (
            <Button fullWidth onClick={goPay}>
              {t('shop.guest.resume')}
            </Button>
          )}
          <Button fullWidth variant={resumable ? 'secondary' : 'primary'} onClick={() => setStep('contact')}>
            {t('shop.guest.buy')}
          </Button>
          <SignInHint />
        </div>
      )}
      {step === 'contact' && (
        <GuestContactStep
          phone={phone}
          email={email}
          onPhoneChange={(next) => {
            setPhone(next);
            sendCode.reset();
          }}
          onEmailChange={(next) => {
            setEmail(next);
            sendCode.reset();
          }}
          sending={sendCode.isPending}
          error={sendCode.error ?? undefined}
          onSubmit={(typed) => sendCode.mutate(typed)}
        />
      )}
      {step === 'code' && phone && (
        <GuestCodeStep
          phone={phone}
          codeLength={codeLength}
          resendIn={resendIn}
          resending={sendCode.isPending}
          resendError={sendCode.error ?? undefined}
          onResend={() => sendCode.mutate(phone)}
          onChangeNumber={() => {
            sendCode.reset();
            setStep('contact');
          }}
          onVerified={(proved) => {
            setProof(proved);
            checkout.mutate({ phone, ...proved });
          }}
        />
      )}
      {step === 'leaving' && (
        <div className={styles.panel}>
          {checkout.isError ? (
            <>
              <PurchaseProblem
                error={checkout.error}
                collectionId={item.nftCollection.id}
                lead={t('shop.guest.checkoutFailed')}
                onRetry={goPay}
                retrying={checkout.isPending}
              />
              <Button variant="ghost" fullWidth onClick={() => setStep('contact')}>
                {t('shop.guest.changeNumber')}
              </Button>
            </>
          ) : (
            <p className={styles.note} role="status" tabIndex={-1} data-step-focus="">
              {t('shop.guest.leaving')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
