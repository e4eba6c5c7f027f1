// Step 2: what needs repairing, 10 to 2000 characters; the text stays if the owner goes back and forth.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { isDetailsLongEnough, RepairDetailsField } from './repair-details-field';
import flow from '../../ui/flow.module.css';

export interface DetailsStepProps {
  details: string;
  onDetailsChange: (details: string) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function DetailsStep({ details, onDetailsChange, onBack, onContinue }: DetailsStepProps) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (isDetailsLongEnough(details)) onContinue();
    else field.current?.focus();
  };

  return (
    <form className={flow.step} onSubmit={submit} noValidate>
      <RepairDetailsField ref={field} value={details} onChange={onDetailsChange} showError={tried} />
      <div className={flow.actions}>
        <Button type="submit" fullWidth>
          {t('aftersales.request.continue')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onBack}>
          {t('ui.backLink.back')}
        </Button>
      </div>
    </form>
  );
}
