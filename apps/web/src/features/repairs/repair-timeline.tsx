// A repair's steps, newest first: state changes, the store's notes and the owner's edits, with who and when.
import { useTranslation } from '../../i18n/react';
import type { Repair, RepairStep } from '../../api/repairs';
import type { IconName } from '../../ui';
import { TimelineEvent } from '../../ui/timeline-event';
import timeline from '../../ui/timeline.module.css';

const stepIcons: Record<RepairStep['kind'], IconName> = { state: 'wrench', note: 'bell', details: 'plus' };

export function RepairTimeline({ repair, labelId }: { repair: Repair; labelId: string }) {
  const { t } = useTranslation();
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
        <TimelineEvent
          key={`${step.at}-${index}`}
          kind={step.kind}
          icon={step.kind === 'state' && step.state === 'completed' ? 'check' : stepIcons[step.kind]}
          title={titleOf(step)}
          details={step.note ? [{ text: step.note, lang: step.noteLang ?? undefined }] : []}
          at={step.at}
          actor={t(`aftersales.tracking.actor.${step.actor}`)}
        />
      ))}
    </ol>
  );
}
