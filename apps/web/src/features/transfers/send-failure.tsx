// A send that did not happen: why, and a retry or another recipient with nothing lost.
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { BackLink, Button } from '../../ui';
import { Screen } from '../../ui/screen';
import { ResultPanel } from '../../ui/result-panel';
import flow from '../../ui/flow.module.css';

interface SendFailureProps {
  backTo: string;
  failure: unknown;
  onRetry: () => void;
  onChangeRecipient: () => void;
}

export function SendFailure({ backTo, failure, onRetry, onChangeRecipient }: SendFailureProps) {
  const { t } = useTranslation();
  return (
    <Screen gap={5}>
      {/* the code was checked for this send: leaving here leaves it behind too */}
      <BackLink to={backTo} requireReverification />
      <ResultPanel tone="error" title={t('transfers.send.failureTitle')}>
        <p>{errorMessage(failure, t)}</p>
        <p>{t('transfers.send.failureKeep')}</p>
      </ResultPanel>
      <div className={flow.actions}>
        <Button fullWidth onClick={onRetry}>
          {t('transfers.send.retry')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onChangeRecipient}>
          {t('transfers.send.change')}
        </Button>
      </div>
    </Screen>
  );
}
