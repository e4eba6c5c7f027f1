// The brand's decision on its part of an heir's claim: while it is open, approve (a dialog says the items the owner
// still holds move to the heir, "inherited" in their history, for good) or refuse (a reason the heir is told,
// required); once decided, who decided, when, and the reason; a claim the owner's return cancelled says so. The
// API's refusals are said in the reader's language, the claim read again when it changed meanwhile.
import { HEIR_REASON_MAX } from '@heirloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  consoleKeys,
  heirClaimQuery,
  useApproveClaim,
  useRefuseClaim,
  type ConsoleHeirClaim,
} from '../../api/console';
import { errorCode, errorMessage } from '../../api/errors';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, Modal } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { Panel } from './console-page';
import { SuccessLine } from './console-parts';
import { ReasonForm } from './reason-form';
import { styles } from './console-styles';

/** A refused decision in words the staff can act on (the API's own text for the others: CLAIM_ITEMS_BUSY names the item). */
export function decisionError(error: unknown, t: TFunction): string {
  const code = errorCode(error);
  if (code === 'CLAIM_NOT_OPEN') return t('console.heirClaims.errors.notOpen');
  if (code === 'CLAIM_NO_ITEMS') return t('console.heirClaims.errors.noItems');
  return errorMessage(error, t);
}

export function ClaimDecision({ claim }: { claim: ConsoleHeirClaim }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'approve' | 'refuse' | null>(null);
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const open = claim.state === 'open' && claim.claimState === 'open';
  // after a decision (or a refusal that read the claim again), the focus goes to what the page now says
  useEffect(() => {
    if (done || failure) heading.current?.focus();
  }, [done, failure]);
  const decided = (next: ConsoleHeirClaim, text: string) => {
    client.setQueryData(heirClaimQuery(brand.brandId, claim.claimId).queryKey, next);
    setDialog(null);
    setFailure(undefined);
    setDone(text);
  };
  // decided by someone else, cancelled by the owner's return: the dialog closes, the page shows the claim as it
  // stands now (another refusal stays in the dialog, what was typed with it)
  const refused = (error: unknown) => {
    if (errorCode(error) !== 'CLAIM_NOT_OPEN') return;
    setDialog(null);
    setFailure(decisionError(error, t));
    void client.invalidateQueries({ queryKey: consoleKeys.of(brand.brandId, 'heirClaim', claim.claimId) });
  };
  return (
    <Panel id="heir-claim-decision" title={t('console.heirClaims.decisionTitle')} titleRef={heading}>
      <SuccessLine text={done} />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <DecisionState claim={claim} />
      {open && brand.can('afterSales') && (
        <div className={styles.actions}>
          <Button onClick={() => setDialog('approve')}>{t('console.heirClaims.approve')}</Button>
          <Button variant="danger" onClick={() => setDialog('refuse')}>
            {t('console.heirClaims.refuse')}
          </Button>
        </div>
      )}
      {dialog === 'approve' && (
        <ApproveDialog
          claim={claim}
          onClose={() => setDialog(null)}
          onDone={(next) => decided(next, t('console.heirClaims.approvedDone'))}
          onRefused={refused}
        />
      )}
      {dialog === 'refuse' && (
        <RefuseDialog
          claim={claim}
          onClose={() => setDialog(null)}
          onDone={(next) => decided(next, t('console.heirClaims.refusedDone'))}
          onRefused={refused}
        />
      )}
    </Panel>
  );
}

/** Who decided and when, the reason of a refusal; a cancelled claim; or what the brand has to do. */
function DecisionState({ claim }: { claim: ConsoleHeirClaim }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const words = {
    by: claim.decidedBy ?? '',
    date: claim.decidedAt ? formatDate(claim.decidedAt, 'dateTime') : '',
  };
  if (claim.state === 'approved') return <p>{t('console.heirClaims.decidedApproved', words)}</p>;
  if (claim.state === 'refused')
    return (
      <>
        <p>{t('console.heirClaims.decidedRefused', words)}</p>
        <p className={styles.meta}>{t('console.heirClaims.reasonGiven')}</p>
        <p className={styles.quote}>{claim.reason}</p>
      </>
    );
  if (claim.state === 'cancelled' || claim.claimState !== 'open')
    return <p>{t('console.heirClaims.cancelled')}</p>;
  return <p className={styles.meta}>{t('console.heirClaims.toDecide')}</p>;
}

interface DialogProps {
  claim: ConsoleHeirClaim;
  onClose: () => void;
  onDone: (claim: ConsoleHeirClaim) => void;
  onRefused: (error: unknown) => void;
}

function ApproveDialog({ claim, onClose, onDone, onRefused }: DialogProps) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const approve = useApproveClaim(brand.brandId);
  const held = claim.items.filter((item) => item.held);
  return (
    <Modal
      open
      onClose={approve.isPending ? () => undefined : onClose}
      title={t('console.heirClaims.approveTitle')}
      width="36rem"
    >
      <div className={styles.form}>
        {held.length === 0 ? (
          <p className={styles.error}>{t('console.heirClaims.errors.noItems')}</p>
        ) : (
          <p>{t('console.heirClaims.approveWhat', { count: held.length })}</p>
        )}
        <ul>
          {held.map((item) => (
            <li key={item.id}>
              {item.name} · {item.serialNumber}
            </li>
          ))}
        </ul>
        <p className={styles.meta}>{t('console.heirClaims.approveFinal')}</p>
        <DecisionError error={approve.error} />
        <div className={styles.actions}>
          <Button
            loading={approve.isPending}
            disabled={approve.isPending || held.length === 0}
            onClick={() => approve.mutate(claim.claimId, { onSuccess: onDone, onError: onRefused })}
          >
            {t('console.heirClaims.approveConfirm')}
          </Button>
          <Button variant="ghost" disabled={approve.isPending} onClick={onClose}>
            {t('console.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function RefuseDialog({ claim, onClose, onDone, onRefused }: DialogProps) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const refuse = useRefuseClaim(brand.brandId);
  return (
    <Modal
      open
      onClose={refuse.isPending ? () => undefined : onClose}
      title={t('console.heirClaims.refuseTitle')}
      width="36rem"
    >
      <ReasonForm
        field={{
          label: t('console.heirClaims.reason'),
          hint: t('console.heirClaims.reasonHint'),
          missing: t('console.heirClaims.reasonMissing'),
          maxLength: HEIR_REASON_MAX,
          rows: 4,
        }}
        confirm={t('console.heirClaims.refuseConfirm')}
        pending={refuse.isPending}
        error={<DecisionError error={refuse.error} />}
        onSubmit={(reason) =>
          refuse.mutate({ claimId: claim.claimId, reason }, { onSuccess: onDone, onError: onRefused })
        }
        onCancel={onClose}
      />
    </Modal>
  );
}

/** A refusal shown in its dialog (one that closed the dialog is said on the page). */
function DecisionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || errorCode(error) === 'CLAIM_NOT_OPEN') return null;
  return (
    <p className={styles.error} role="alert">
      {decisionError(error, t)}
    </p>
  );
}
