// A repair's steps, newest first: state changes, the store's notes and the owner's edits, with who and when.
import { useTranslation } from 'react-i18next';
import type { Repair, RepairStep } from '../../api/repairs';
import { Icon, type IconName } from '../../ui';
import { useFormatDate } from '../../lib/format';
import timeline from '../../ui/timeline.module.css';

const stepIcons: Record<RepairStep['kind'], IconName> = { state: 'wrench', note: 'bell', details: 'plus' };

export function RepairTimeline({ repair, labelId }: { repair: Repair; labelId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // the contract sends them oldest first; the latest matters most
  const steps = [...repair.history].reverse();

  const titleOf = (step: RepairStep) =>
    step.kind === 'state'
      ? t(`items.repairState.${step.state}`)
      : step.kind === 'note'
        ? t('aftersales.tracking.noteStep')
        : t('aftersales.tracking.detailsStep');

  return (
    <ol className={timeline.timeline} aria-labelledby={labelId}>
      {steps.map((step, index) => (
        // steps have no id: their place in the history is their identity
        <li key={`${step.at}-${index}`} className={timeline.event} data-kind={step.kind}>
          <span className={timeline.marker} aria-hidden="true">
            <Icon
              name={step.kind === 'state' && step.state === 'completed' ? 'check' : stepIcons[step.kind]}
              size={18}
            />
          </span>
          <div className={timeline.body}>
            <p className={timeline.title}>{titleOf(step)}</p>
            {step.note && (
              <p className={timeline.detail} lang={step.noteLang ?? undefined}>
                {step.note}
              </p>
            )}
            <p className={timeline.meta}>
              <time dateTime={step.at}>{formatDate(step.at, 'dateTime')}</time>
              <span aria-hidden="true"> · </span>
              <span>{t(`aftersales.tracking.actor.${step.actor}`)}</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
