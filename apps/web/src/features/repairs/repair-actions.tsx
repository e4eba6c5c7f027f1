// What the owner may do with a repair in its current state: edit while requested, cancel while requested or
// accepted (after a confirmation), confirm pickup when ready. The server's reason shows when it refuses.
import { ownerCanCancel, ownerCanConfirmPickup, ownerCanEdit } from '@heirloom/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { BrandTheme } from '../../api/clients';
import { errorMessage } from '../../api/errors';
import { type Repair, useRepairActions } from '../../api/repairs';
import { Button, Modal } from '../../ui';
import { BrandScope } from '../../ui/brand-scope';
import { isDetailsLongEnough, RepairDetailsField } from './repair-details-field';
import styles from './repairs.module.css';

export type RepairOutcome = 'saved' | 'cancelled' | 'pickedUp';

export interface RepairActionsProps {
  itemId: string;
  repair: Repair;
  theme?: BrandTheme;
  onDone: (outcome: RepairOutcome) => void;
}

export function RepairActions({ itemId, repair, theme, onDone }: RepairActionsProps) {
  const { t } = useTranslation();
  const { edit, cancel, pickup } = useRepairActions(itemId, repair.id);
  const [dialog, setDialog] = useState<'edit' | 'cancel'>();
  const canEdit = ownerCanEdit(repair.state);
  const canCancel = ownerCanCancel(repair.state);
  const canPickUp = ownerCanConfirmPickup(repair.state);
  if (!canEdit && !canCancel && !canPickUp) return null;

  const close = () => {
    edit.reset();
    cancel.reset();
    setDialog(undefined);
  };
  // both dialogs: open while chosen, closed (and their refusal dropped) by the same hand, in the brand's colours
  const dialogOf = (name: 'edit' | 'cancel') => ({ open: dialog === name, onClose: close, theme });
  // a dialog's action went through: the dialog closes and the page says what happened
  const finish = (outcome: RepairOutcome) => ({
    onSuccess: () => {
      setDialog(undefined);
      onDone(outcome);
    },
  });

  return (
    <section className={styles.repairActions} aria-label={t('aftersales.tracking.actionsLabel')}>
      {canPickUp && (
        <Button
          fullWidth
          loading={pickup.isPending}
          onClick={() => pickup.mutate(undefined, { onSuccess: () => onDone('pickedUp') })}
        >
          {t('aftersales.tracking.pickup')}
        </Button>
      )}
      {pickup.isError && <ActionFailed error={pickup.error} />}
      {canEdit && (
        <Button variant="secondary" fullWidth onClick={() => setDialog('edit')}>
          {t('aftersales.tracking.edit')}
        </Button>
      )}
      {canCancel && (
        <Button variant="ghost" fullWidth className={styles.danger} onClick={() => setDialog('cancel')}>
          {t('aftersales.tracking.cancel')}
        </Button>
      )}

      <ActionDialog {...dialogOf('edit')} title={t('aftersales.tracking.editTitle')}>
        <EditDetailsForm
          initial={repair.details}
          saving={edit.isPending}
          error={edit.isError ? edit.error : undefined}
          onCancel={close}
          onSave={(details) => edit.mutate(details, finish('saved'))}
        />
      </ActionDialog>

      <ActionDialog
        {...dialogOf('cancel')}
        title={t('aftersales.tracking.cancelTitle')}
        className={styles.modalBody}
      >
        <CancelConfirm
          store={repair.store.name}
          cancelling={cancel.isPending}
          error={cancel.isError ? cancel.error : undefined}
          onKeep={close}
          onConfirm={() => cancel.mutate(undefined, finish('cancelled'))}
        />
      </ActionDialog>
    </section>
  );
}

/** A dialog of the repair's actions, from the bottom, in the brand's colours. */
function ActionDialog({
  open,
  onClose,
  title,
  theme,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  theme?: BrandTheme;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} position="bottom" title={title}>
      <BrandScope theme={theme} className={className}>
        {children}
      </BrandScope>
    </Modal>
  );
}

/** The server refused an action: its reason, said at once. */
function ActionFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.error} role="alert">
      {t('aftersales.tracking.actionFailed')} {errorMessage(error, t)}
    </p>
  );
}

interface CancelConfirmProps {
  store: string;
  cancelling: boolean;
  error: unknown;
  onKeep: () => void;
  onConfirm: () => void;
}

/** The cancel dialog's question: keep the repair, or cancel it for good. */
function CancelConfirm({ store, cancelling, error, onKeep, onConfirm }: CancelConfirmProps) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('aftersales.tracking.cancelText', { store })}</p>
      {error !== undefined && <ActionFailed error={error} />}
      <div className={styles.modalActions}>
        {/* the safe choice first, where focus lands */}
        <Button variant="secondary" fullWidth onClick={onKeep}>
          {t('aftersales.tracking.keep')}
        </Button>
        <Button fullWidth variant="danger" loading={cancelling} onClick={onConfirm}>
          {t('aftersales.tracking.cancelConfirm')}
        </Button>
      </div>
    </>
  );
}

interface EditDetailsFormProps {
  initial: string;
  saving: boolean;
  error: unknown;
  onCancel: () => void;
  onSave: (details: string) => void;
}

function EditDetailsForm({ initial, saving, error, onCancel, onSave }: EditDetailsFormProps) {
  const { t } = useTranslation();
  const [details, setDetails] = useState(initial);
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (isDetailsLongEnough(details)) onSave(details);
  };

  return (
    <form className={styles.modalBody} onSubmit={submit} noValidate>
      <RepairDetailsField value={details} onChange={setDetails} showError={tried} />
      {error !== undefined && <ActionFailed error={error} />}
      <div className={styles.modalActions}>
        <Button variant="secondary" fullWidth onClick={onCancel}>
          {t('items.common.cancel')}
        </Button>
        <Button type="submit" fullWidth loading={saving}>
          {t('aftersales.tracking.save')}
        </Button>
      </div>
    </form>
  );
}
