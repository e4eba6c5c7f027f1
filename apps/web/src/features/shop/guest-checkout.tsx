// The guest purchase (no session): the phone that receives the item → its SMS code → that phone's address →
// the hosted card page. A retry, or coming back from that page, reuses the same order (its key is kept).
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ShopItem } from '../../api/shop';
import { Button } from '../../ui';
import { GuestCodeStep } from './guest-code-step';
import { resumableCheckout } from './guest-checkout-store';
import { GuestContactStep } from './guest-contact-step';
import { PurchaseProblem } from './purchase-problem';
import { SignInHint } from './sign-in-hint';
import styles from './purchase.module.css';
import { useStepFocus } from '../../ui/use-step-focus';
import { useGuestCode, useGuestPayment } from './use-guest-calls';

type Step = 'start' | 'contact' | 'code' | 'leaving';

export function GuestCheckout({ item }: { item: ShopItem }) {
  const [resumable] = useState(() => resumableCheckout(item.id, Date.now()));
  const [step, setStep] = useState<Step>('start');
  const [phone, setPhone] = useState(resumable?.phone);
  const [email, setEmail] = useState('');
  const [proof, setProof] = useState(
    resumable?.address && resumable.guestPass
      ? { address: resumable.address, guestPass: resumable.guestPass }
      : undefined,
  );
  const { sendCode, codeLength, resendIn } = useGuestCode(email, () => setStep('code'));
  const checkout = useGuestPayment(item, () => setStep('leaving'));
  const container = useStepFocus<HTMLDivElement>(step);
  const goPay = () => phone && proof && checkout.mutate({ phone, ...proof });

  return (
    <div ref={container} className={styles.purchase}>
      {step === 'start' && (
        <GuestStart resumable={!!resumable} onResume={goPay} onBuy={() => setStep('contact')} />
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
        <GuestLeaving
          checkout={checkout}
          item={item}
          onRetry={goPay}
          onChangeNumber={() => setStep('contact')}
        />
      )}
    </div>
  );
}

interface GuestStartProps {
  /** An order left on the card page can be taken up again. */
  resumable: boolean;
  onResume: () => void;
  onBuy: () => void;
}

function GuestStart({ resumable, onResume, onBuy }: GuestStartProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <p className={styles.hint}>{t('shop.guest.intro')}</p>
      {resumable && (
        <Button fullWidth onClick={onResume}>
          {t('shop.guest.resume')}
        </Button>
      )}
      <Button fullWidth variant={resumable ? 'secondary' : 'primary'} onClick={onBuy}>
        {t('shop.guest.buy')}
      </Button>
      <SignInHint />
    </div>
  );
}

interface GuestLeavingProps {
  checkout: ReturnType<typeof useGuestPayment>;
  item: ShopItem;
  onRetry: () => void;
  onChangeNumber: () => void;
}

/** On the way to the card page, or why it could not open. */
function GuestLeaving({ checkout, item, onRetry, onChangeNumber }: GuestLeavingProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      {checkout.isError ? (
        <>
          <PurchaseProblem
            error={checkout.error}
            collectionId={item.nftCollection.id}
            lead={t('shop.guest.checkoutFailed')}
            onRetry={onRetry}
            retrying={checkout.isPending}
          />
          <Button variant="ghost" fullWidth onClick={onChangeNumber}>
            {t('shop.guest.changeNumber')}
          </Button>
        </>
      ) : (
        <p className={styles.note} role="status" tabIndex={-1} data-step-focus="">
          {t('shop.guest.leaving')}
        </p>
      )}
    </div>
  );
}
